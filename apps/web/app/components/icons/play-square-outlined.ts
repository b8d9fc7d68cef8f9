import { makeIcon } from '../icon';

export const PlaySquareOutlined = /* @__PURE__ */ makeIcon('PlaySquareOutlined');
