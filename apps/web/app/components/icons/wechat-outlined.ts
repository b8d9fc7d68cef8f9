import svg from '@ant-design/icons-svg/es/asn/WechatOutlined';
import { makeIcon } from '../icon';

export const WechatOutlined = /* @__PURE__ */ makeIcon(svg);
