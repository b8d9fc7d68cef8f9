import { makeIcon } from '../icon';

export const ShopOutlined = /* @__PURE__ */ makeIcon('ShopOutlined');
