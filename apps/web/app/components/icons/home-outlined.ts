import svg from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { makeIcon } from '../icon';

export const HomeOutlined = /* @__PURE__ */ makeIcon(svg);
