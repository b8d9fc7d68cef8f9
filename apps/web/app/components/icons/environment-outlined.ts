import { makeIcon } from '../icon';

export const EnvironmentOutlined = /* @__PURE__ */ makeIcon('EnvironmentOutlined');
