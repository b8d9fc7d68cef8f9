import { makeIcon } from '../icon';

export const ExportOutlined = /* @__PURE__ */ makeIcon('ExportOutlined');
