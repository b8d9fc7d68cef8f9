import { makeIcon } from '../icon';

export const AuditOutlined = /* @__PURE__ */ makeIcon('AuditOutlined');
