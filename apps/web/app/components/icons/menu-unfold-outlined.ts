import { makeIcon } from '../icon';

export const MenuUnfoldOutlined = /* @__PURE__ */ makeIcon('MenuUnfoldOutlined');
