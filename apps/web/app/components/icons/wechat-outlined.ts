import { makeIcon } from '../icon';

export const WechatOutlined = /* @__PURE__ */ makeIcon('WechatOutlined');
