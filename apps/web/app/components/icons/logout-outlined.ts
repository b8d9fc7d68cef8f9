import svg from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import { makeIcon } from '../icon';

export const LogoutOutlined = /* @__PURE__ */ makeIcon(svg);
