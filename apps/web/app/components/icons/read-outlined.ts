import { makeIcon } from '../icon';

export const ReadOutlined = /* @__PURE__ */ makeIcon('ReadOutlined');
