import { makeIcon } from '../icon';

export const CrownFilled = /* @__PURE__ */ makeIcon('CrownFilled');
