import { makeIcon } from '../icon';

export const BellOutlined = /* @__PURE__ */ makeIcon('BellOutlined');
