import svg from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { makeIcon } from '../icon';

export const CalendarOutlined = /* @__PURE__ */ makeIcon(svg);
