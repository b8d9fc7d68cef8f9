import { makeIcon } from '../icon';

export const SolutionOutlined = /* @__PURE__ */ makeIcon('SolutionOutlined');
