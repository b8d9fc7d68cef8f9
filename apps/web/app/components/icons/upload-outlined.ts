import { makeIcon } from '../icon';

export const UploadOutlined = /* @__PURE__ */ makeIcon('UploadOutlined');
