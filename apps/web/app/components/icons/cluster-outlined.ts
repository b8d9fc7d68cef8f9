import { makeIcon } from '../icon';

export const ClusterOutlined = /* @__PURE__ */ makeIcon('ClusterOutlined');
