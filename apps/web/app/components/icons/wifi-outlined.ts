import { makeIcon } from '../icon';

export const WifiOutlined = /* @__PURE__ */ makeIcon('WifiOutlined');
