import { makeIcon } from '../icon';

export const ArrowRightOutlined = /* @__PURE__ */ makeIcon('ArrowRightOutlined');
