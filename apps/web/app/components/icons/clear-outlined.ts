import { makeIcon } from '../icon';

export const ClearOutlined = /* @__PURE__ */ makeIcon('ClearOutlined');
