import { makeIcon } from '../icon';

export const ClockCircleOutlined = /* @__PURE__ */ makeIcon('ClockCircleOutlined');
