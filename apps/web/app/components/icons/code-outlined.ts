import { makeIcon } from '../icon';

export const CodeOutlined = /* @__PURE__ */ makeIcon('CodeOutlined');
