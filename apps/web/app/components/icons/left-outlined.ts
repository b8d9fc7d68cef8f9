import { makeIcon } from '../icon';

export const LeftOutlined = /* @__PURE__ */ makeIcon('LeftOutlined');
