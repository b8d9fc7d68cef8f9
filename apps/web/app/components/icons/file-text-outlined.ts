import { makeIcon } from '../icon';

export const FileTextOutlined = /* @__PURE__ */ makeIcon('FileTextOutlined');
