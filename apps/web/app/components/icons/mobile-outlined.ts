import svg from '@ant-design/icons-svg/es/asn/MobileOutlined';
import { makeIcon } from '../icon';

export const MobileOutlined = /* @__PURE__ */ makeIcon(svg);
