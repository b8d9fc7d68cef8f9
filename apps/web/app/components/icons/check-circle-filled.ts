import { makeIcon } from '../icon';

export const CheckCircleFilled = /* @__PURE__ */ makeIcon('CheckCircleFilled');
