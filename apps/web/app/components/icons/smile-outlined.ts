import { makeIcon } from '../icon';

export const SmileOutlined = /* @__PURE__ */ makeIcon('SmileOutlined');
