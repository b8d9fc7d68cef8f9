import { makeIcon } from '../icon';

export const CloseCircleFilled = /* @__PURE__ */ makeIcon('CloseCircleFilled');
