import { makeIcon } from '../icon';

export const LikeFilled = /* @__PURE__ */ makeIcon('LikeFilled');
