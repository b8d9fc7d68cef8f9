import { makeIcon } from '../icon';

export const CheckOutlined = /* @__PURE__ */ makeIcon('CheckOutlined');
