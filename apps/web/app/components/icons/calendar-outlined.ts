import { makeIcon } from '../icon';

export const CalendarOutlined = /* @__PURE__ */ makeIcon('CalendarOutlined');
