import { makeIcon } from '../icon';

export const PushpinOutlined = /* @__PURE__ */ makeIcon('PushpinOutlined');
