import svg from '@ant-design/icons-svg/es/asn/FontSizeOutlined';
import { makeIcon } from '../icon';

export const FontSizeOutlined = /* @__PURE__ */ makeIcon(svg);
