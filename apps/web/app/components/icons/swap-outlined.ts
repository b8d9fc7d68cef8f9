import { makeIcon } from '../icon';

export const SwapOutlined = /* @__PURE__ */ makeIcon('SwapOutlined');
