import { makeIcon } from '../icon';

export const InfoCircleOutlined = /* @__PURE__ */ makeIcon('InfoCircleOutlined');
