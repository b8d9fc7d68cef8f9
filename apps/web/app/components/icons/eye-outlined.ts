import svg from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { makeIcon } from '../icon';

export const EyeOutlined = /* @__PURE__ */ makeIcon(svg);
