import { makeIcon } from '../icon';

export const MessageOutlined = /* @__PURE__ */ makeIcon('MessageOutlined');
