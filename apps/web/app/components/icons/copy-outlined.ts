import { makeIcon } from '../icon';

export const CopyOutlined = /* @__PURE__ */ makeIcon('CopyOutlined');
