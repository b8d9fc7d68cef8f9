import svg from '@ant-design/icons-svg/es/asn/ArrowDownOutlined';
import { makeIcon } from '../icon';

export const ArrowDownOutlined = /* @__PURE__ */ makeIcon(svg);
