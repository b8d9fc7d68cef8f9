import { makeIcon } from '../icon';

export const WeiboOutlined = /* @__PURE__ */ makeIcon('WeiboOutlined');
