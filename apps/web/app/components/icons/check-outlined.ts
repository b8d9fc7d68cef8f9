import svg from '@ant-design/icons-svg/es/asn/CheckOutlined';
import { makeIcon } from '../icon';

export const CheckOutlined = /* @__PURE__ */ makeIcon(svg);
