import { makeIcon } from '../icon';

export const RollbackOutlined = /* @__PURE__ */ makeIcon('RollbackOutlined');
