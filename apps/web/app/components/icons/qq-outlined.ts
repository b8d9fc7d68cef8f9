import { makeIcon } from '../icon';

export const QqOutlined = /* @__PURE__ */ makeIcon('QqOutlined');
