import { makeIcon } from '../icon';

export const OrderedListOutlined = /* @__PURE__ */ makeIcon('OrderedListOutlined');
