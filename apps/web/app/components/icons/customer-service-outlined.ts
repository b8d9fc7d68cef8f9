import { makeIcon } from '../icon';

export const CustomerServiceOutlined = /* @__PURE__ */ makeIcon('CustomerServiceOutlined');
