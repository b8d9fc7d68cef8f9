import { makeIcon } from '../icon';

export const LoginOutlined = /* @__PURE__ */ makeIcon('LoginOutlined');
