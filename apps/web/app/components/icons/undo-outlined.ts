import { makeIcon } from '../icon';

export const UndoOutlined = /* @__PURE__ */ makeIcon('UndoOutlined');
