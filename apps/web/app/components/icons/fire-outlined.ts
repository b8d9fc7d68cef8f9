import { makeIcon } from '../icon';

export const FireOutlined = /* @__PURE__ */ makeIcon('FireOutlined');
