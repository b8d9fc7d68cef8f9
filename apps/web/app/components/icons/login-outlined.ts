import svg from '@ant-design/icons-svg/es/asn/LoginOutlined';
import { makeIcon } from '../icon';

export const LoginOutlined = /* @__PURE__ */ makeIcon(svg);
