import { makeIcon } from '../icon';

export const ShareAltOutlined = /* @__PURE__ */ makeIcon('ShareAltOutlined');
