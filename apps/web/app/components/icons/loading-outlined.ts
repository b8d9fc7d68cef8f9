import { makeIcon } from '../icon';

export const LoadingOutlined = /* @__PURE__ */ makeIcon('LoadingOutlined');
