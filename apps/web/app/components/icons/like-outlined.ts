import svg from '@ant-design/icons-svg/es/asn/LikeOutlined';
import { makeIcon } from '../icon';

export const LikeOutlined = /* @__PURE__ */ makeIcon(svg);
