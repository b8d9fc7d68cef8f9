import svg from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import { makeIcon } from '../icon';

export const EyeInvisibleOutlined = /* @__PURE__ */ makeIcon(svg);
