import svg from '@ant-design/icons-svg/es/asn/AuditOutlined';
import { makeIcon } from '../icon';

export const AuditOutlined = /* @__PURE__ */ makeIcon(svg);
