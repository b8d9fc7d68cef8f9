import { makeIcon } from '../icon';

export const RocketOutlined = /* @__PURE__ */ makeIcon('RocketOutlined');
