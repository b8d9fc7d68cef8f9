import svg from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { makeIcon } from '../icon';

export const ClockCircleOutlined = /* @__PURE__ */ makeIcon(svg);
