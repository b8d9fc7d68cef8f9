import { makeIcon } from '../icon';

export const UserAddOutlined = /* @__PURE__ */ makeIcon('UserAddOutlined');
