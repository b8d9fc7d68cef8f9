import svg from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { makeIcon } from '../icon';

export const ShopOutlined = /* @__PURE__ */ makeIcon(svg);
