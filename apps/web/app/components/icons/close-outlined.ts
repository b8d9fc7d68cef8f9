import { makeIcon } from '../icon';

export const CloseOutlined = /* @__PURE__ */ makeIcon('CloseOutlined');
