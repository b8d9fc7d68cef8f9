import { makeIcon } from '../icon';

export const ScheduleOutlined = /* @__PURE__ */ makeIcon('ScheduleOutlined');
