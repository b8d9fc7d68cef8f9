import { makeIcon } from '../icon';

export const WarningOutlined = /* @__PURE__ */ makeIcon('WarningOutlined');
