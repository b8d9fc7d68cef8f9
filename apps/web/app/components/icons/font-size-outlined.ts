import { makeIcon } from '../icon';

export const FontSizeOutlined = /* @__PURE__ */ makeIcon('FontSizeOutlined');
