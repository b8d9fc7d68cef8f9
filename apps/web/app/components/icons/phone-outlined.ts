import { makeIcon } from '../icon';

export const PhoneOutlined = /* @__PURE__ */ makeIcon('PhoneOutlined');
