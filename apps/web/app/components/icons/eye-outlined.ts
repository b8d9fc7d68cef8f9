import { makeIcon } from '../icon';

export const EyeOutlined = /* @__PURE__ */ makeIcon('EyeOutlined');
