import { makeIcon } from '../icon';

export const PrinterOutlined = /* @__PURE__ */ makeIcon('PrinterOutlined');
