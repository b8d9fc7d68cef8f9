import { makeIcon } from '../icon';

export const BranchesOutlined = /* @__PURE__ */ makeIcon('BranchesOutlined');
