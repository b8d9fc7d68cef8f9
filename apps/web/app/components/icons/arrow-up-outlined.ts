import { makeIcon } from '../icon';

export const ArrowUpOutlined = /* @__PURE__ */ makeIcon('ArrowUpOutlined');
