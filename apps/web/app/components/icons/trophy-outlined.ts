import { makeIcon } from '../icon';

export const TrophyOutlined = /* @__PURE__ */ makeIcon('TrophyOutlined');
