import { makeIcon } from '../icon';

export const CloudDownloadOutlined = /* @__PURE__ */ makeIcon('CloudDownloadOutlined');
