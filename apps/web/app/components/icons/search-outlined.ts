import { makeIcon } from '../icon';

export const SearchOutlined = /* @__PURE__ */ makeIcon('SearchOutlined');
