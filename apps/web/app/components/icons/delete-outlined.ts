import { makeIcon } from '../icon';

export const DeleteOutlined = /* @__PURE__ */ makeIcon('DeleteOutlined');
