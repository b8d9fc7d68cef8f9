import svg from '@ant-design/icons-svg/es/asn/DollarOutlined';
import { makeIcon } from '../icon';

export const DollarOutlined = /* @__PURE__ */ makeIcon(svg);
