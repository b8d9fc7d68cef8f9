import { makeIcon } from '../icon';

export const SendOutlined = /* @__PURE__ */ makeIcon('SendOutlined');
