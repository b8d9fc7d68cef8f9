import { makeIcon } from '../icon';

export const MobileOutlined = /* @__PURE__ */ makeIcon('MobileOutlined');
