import svg from '@ant-design/icons-svg/es/asn/UserOutlined';
import { makeIcon } from '../icon';

export const UserOutlined = /* @__PURE__ */ makeIcon(svg);
