import { makeIcon } from '../icon';

export const DollarOutlined = /* @__PURE__ */ makeIcon('DollarOutlined');
