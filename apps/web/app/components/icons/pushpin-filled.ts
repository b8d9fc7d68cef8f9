import svg from '@ant-design/icons-svg/es/asn/PushpinFilled';
import { makeIcon } from '../icon';

export const PushpinFilled = /* @__PURE__ */ makeIcon(svg);
