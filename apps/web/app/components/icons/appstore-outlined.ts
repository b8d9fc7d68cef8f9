import { makeIcon } from '../icon';

export const AppstoreOutlined = /* @__PURE__ */ makeIcon('AppstoreOutlined');
