import { makeIcon } from '../icon';

export const DashboardOutlined = /* @__PURE__ */ makeIcon('DashboardOutlined');
