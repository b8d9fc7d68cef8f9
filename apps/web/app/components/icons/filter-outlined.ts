import { makeIcon } from '../icon';

export const FilterOutlined = /* @__PURE__ */ makeIcon('FilterOutlined');
