import { makeIcon } from '../icon';

export const EditOutlined = /* @__PURE__ */ makeIcon('EditOutlined');
