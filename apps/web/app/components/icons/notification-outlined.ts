import { makeIcon } from '../icon';

export const NotificationOutlined = /* @__PURE__ */ makeIcon('NotificationOutlined');
