import { makeIcon } from '../icon';

export const InboxOutlined = /* @__PURE__ */ makeIcon('InboxOutlined');
