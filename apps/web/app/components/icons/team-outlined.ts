import { makeIcon } from '../icon';

export const TeamOutlined = /* @__PURE__ */ makeIcon('TeamOutlined');
