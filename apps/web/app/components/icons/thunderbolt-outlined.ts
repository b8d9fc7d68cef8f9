import { makeIcon } from '../icon';

export const ThunderboltOutlined = /* @__PURE__ */ makeIcon('ThunderboltOutlined');
