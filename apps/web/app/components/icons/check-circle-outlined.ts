import { makeIcon } from '../icon';

export const CheckCircleOutlined = /* @__PURE__ */ makeIcon('CheckCircleOutlined');
