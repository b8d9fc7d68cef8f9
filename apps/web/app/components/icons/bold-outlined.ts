import { makeIcon } from '../icon';

export const BoldOutlined = /* @__PURE__ */ makeIcon('BoldOutlined');
