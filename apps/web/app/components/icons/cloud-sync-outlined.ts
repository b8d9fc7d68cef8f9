import { makeIcon } from '../icon';

export const CloudSyncOutlined = /* @__PURE__ */ makeIcon('CloudSyncOutlined');
