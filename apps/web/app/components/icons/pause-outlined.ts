import { makeIcon } from '../icon';

export const PauseOutlined = /* @__PURE__ */ makeIcon('PauseOutlined');
