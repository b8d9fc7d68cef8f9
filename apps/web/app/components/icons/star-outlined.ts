import { makeIcon } from '../icon';

export const StarOutlined = /* @__PURE__ */ makeIcon('StarOutlined');
