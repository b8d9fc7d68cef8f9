import svg from '@ant-design/icons-svg/es/asn/WifiOutlined';
import { makeIcon } from '../icon';

export const WifiOutlined = /* @__PURE__ */ makeIcon(svg);
