import { makeIcon } from '../icon';

export const DownOutlined = /* @__PURE__ */ makeIcon('DownOutlined');
