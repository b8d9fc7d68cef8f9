import { makeIcon } from '../icon';

export const CaretRightOutlined = /* @__PURE__ */ makeIcon('CaretRightOutlined');
