import { makeIcon } from '../icon';

export const LinkOutlined = /* @__PURE__ */ makeIcon('LinkOutlined');
