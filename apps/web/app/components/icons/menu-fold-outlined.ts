import { makeIcon } from '../icon';

export const MenuFoldOutlined = /* @__PURE__ */ makeIcon('MenuFoldOutlined');
