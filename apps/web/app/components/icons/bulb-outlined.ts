import { makeIcon } from '../icon';

export const BulbOutlined = /* @__PURE__ */ makeIcon('BulbOutlined');
