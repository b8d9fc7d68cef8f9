import { makeIcon } from '../icon';

export const IdcardOutlined = /* @__PURE__ */ makeIcon('IdcardOutlined');
