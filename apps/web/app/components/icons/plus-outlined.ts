import { makeIcon } from '../icon';

export const PlusOutlined = /* @__PURE__ */ makeIcon('PlusOutlined');
