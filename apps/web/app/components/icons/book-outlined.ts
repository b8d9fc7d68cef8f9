import { makeIcon } from '../icon';

export const BookOutlined = /* @__PURE__ */ makeIcon('BookOutlined');
