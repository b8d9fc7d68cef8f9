import { makeIcon } from '../icon';

export const FlagOutlined = /* @__PURE__ */ makeIcon('FlagOutlined');
