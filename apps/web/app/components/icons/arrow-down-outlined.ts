import { makeIcon } from '../icon';

export const ArrowDownOutlined = /* @__PURE__ */ makeIcon('ArrowDownOutlined');
