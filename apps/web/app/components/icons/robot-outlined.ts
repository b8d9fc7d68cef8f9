import { makeIcon } from '../icon';

export const RobotOutlined = /* @__PURE__ */ makeIcon('RobotOutlined');
