import { makeIcon } from '../icon';

export const RiseOutlined = /* @__PURE__ */ makeIcon('RiseOutlined');
