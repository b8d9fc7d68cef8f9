import { makeIcon } from '../icon';

export const AccountBookOutlined = /* @__PURE__ */ makeIcon('AccountBookOutlined');
