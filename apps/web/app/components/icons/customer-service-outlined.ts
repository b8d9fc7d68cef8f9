import svg from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import { makeIcon } from '../icon';

export const CustomerServiceOutlined = /* @__PURE__ */ makeIcon(svg);
