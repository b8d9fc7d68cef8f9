import { makeIcon } from '../icon';

export const MailOutlined = /* @__PURE__ */ makeIcon('MailOutlined');
