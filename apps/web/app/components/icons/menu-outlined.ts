import { makeIcon } from '../icon';

export const MenuOutlined = /* @__PURE__ */ makeIcon('MenuOutlined');
