import { makeIcon } from '../icon';

export const LinkedinOutlined = /* @__PURE__ */ makeIcon('LinkedinOutlined');
