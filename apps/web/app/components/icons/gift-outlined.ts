import svg from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { makeIcon } from '../icon';

export const GiftOutlined = /* @__PURE__ */ makeIcon(svg);
