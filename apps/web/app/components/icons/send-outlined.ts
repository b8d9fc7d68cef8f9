import svg from '@ant-design/icons-svg/es/asn/SendOutlined';
import { makeIcon } from '../icon';

export const SendOutlined = /* @__PURE__ */ makeIcon(svg);
