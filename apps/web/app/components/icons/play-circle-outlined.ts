import { makeIcon } from '../icon';

export const PlayCircleOutlined = /* @__PURE__ */ makeIcon('PlayCircleOutlined');
