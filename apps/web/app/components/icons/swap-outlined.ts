import svg from '@ant-design/icons-svg/es/asn/SwapOutlined';
import { makeIcon } from '../icon';

export const SwapOutlined = /* @__PURE__ */ makeIcon(svg);
