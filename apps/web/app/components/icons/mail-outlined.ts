import svg from '@ant-design/icons-svg/es/asn/MailOutlined';
import { makeIcon } from '../icon';

export const MailOutlined = /* @__PURE__ */ makeIcon(svg);
