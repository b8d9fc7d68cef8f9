import { makeIcon } from '../icon';

export const PushpinFilled = /* @__PURE__ */ makeIcon('PushpinFilled');
