import { makeIcon } from '../icon';

export const UserOutlined = /* @__PURE__ */ makeIcon('UserOutlined');
