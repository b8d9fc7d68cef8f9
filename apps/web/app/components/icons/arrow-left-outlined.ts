import { makeIcon } from '../icon';

export const ArrowLeftOutlined = /* @__PURE__ */ makeIcon('ArrowLeftOutlined');
