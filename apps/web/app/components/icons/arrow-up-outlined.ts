import svg from '@ant-design/icons-svg/es/asn/ArrowUpOutlined';
import { makeIcon } from '../icon';

export const ArrowUpOutlined = /* @__PURE__ */ makeIcon(svg);
