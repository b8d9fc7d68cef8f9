import { makeIcon } from '../icon';

export const ExperimentOutlined = /* @__PURE__ */ makeIcon('ExperimentOutlined');
