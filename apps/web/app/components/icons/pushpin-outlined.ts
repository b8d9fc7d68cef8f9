import svg from '@ant-design/icons-svg/es/asn/PushpinOutlined';
import { makeIcon } from '../icon';

export const PushpinOutlined = /* @__PURE__ */ makeIcon(svg);
