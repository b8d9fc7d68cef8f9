import { makeIcon } from '../icon';

export const CrownOutlined = /* @__PURE__ */ makeIcon('CrownOutlined');
