import { makeIcon } from '../icon';

export const LikeOutlined = /* @__PURE__ */ makeIcon('LikeOutlined');
