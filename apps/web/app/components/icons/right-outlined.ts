import { makeIcon } from '../icon';

export const RightOutlined = /* @__PURE__ */ makeIcon('RightOutlined');
