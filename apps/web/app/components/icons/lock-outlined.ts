import { makeIcon } from '../icon';

export const LockOutlined = /* @__PURE__ */ makeIcon('LockOutlined');
