import { makeIcon } from '../icon';

export const GlobalOutlined = /* @__PURE__ */ makeIcon('GlobalOutlined');
