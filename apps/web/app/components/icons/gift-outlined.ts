import { makeIcon } from '../icon';

export const GiftOutlined = /* @__PURE__ */ makeIcon('GiftOutlined');
