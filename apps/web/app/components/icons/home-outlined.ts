import { makeIcon } from '../icon';

export const HomeOutlined = /* @__PURE__ */ makeIcon('HomeOutlined');
