import { makeIcon } from '../icon';

export const LogoutOutlined = /* @__PURE__ */ makeIcon('LogoutOutlined');
