import { makeIcon } from '../icon';

export const FileSearchOutlined = /* @__PURE__ */ makeIcon('FileSearchOutlined');
