import { makeIcon } from '../icon';

export const ReloadOutlined = /* @__PURE__ */ makeIcon('ReloadOutlined');
