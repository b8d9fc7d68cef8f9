import { makeIcon } from '../icon';

export const EyeInvisibleOutlined = /* @__PURE__ */ makeIcon('EyeInvisibleOutlined');
