import { makeIcon } from '../icon';

export const FileOutlined = /* @__PURE__ */ makeIcon('FileOutlined');
