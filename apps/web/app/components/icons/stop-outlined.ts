import { makeIcon } from '../icon';

export const StopOutlined = /* @__PURE__ */ makeIcon('StopOutlined');
