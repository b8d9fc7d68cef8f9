import svg from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import { makeIcon } from '../icon';

export const ShareAltOutlined = /* @__PURE__ */ makeIcon(svg);
