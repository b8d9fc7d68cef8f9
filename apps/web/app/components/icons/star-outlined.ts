import svg from '@ant-design/icons-svg/es/asn/StarOutlined';
import { makeIcon } from '../icon';

export const StarOutlined = /* @__PURE__ */ makeIcon(svg);
