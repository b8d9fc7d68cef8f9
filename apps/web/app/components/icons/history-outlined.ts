import { makeIcon } from '../icon';

export const HistoryOutlined = /* @__PURE__ */ makeIcon('HistoryOutlined');
