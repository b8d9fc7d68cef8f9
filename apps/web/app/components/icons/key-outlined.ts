import { makeIcon } from '../icon';

export const KeyOutlined = /* @__PURE__ */ makeIcon('KeyOutlined');
