import { makeIcon } from '../icon';

export const DownloadOutlined = /* @__PURE__ */ makeIcon('DownloadOutlined');
