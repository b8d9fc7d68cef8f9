import { makeIcon } from '../icon';

export const SafetyOutlined = /* @__PURE__ */ makeIcon('SafetyOutlined');
