import svg from '@ant-design/icons-svg/es/asn/ScheduleOutlined';
import { makeIcon } from '../icon';

export const ScheduleOutlined = /* @__PURE__ */ makeIcon(svg);
