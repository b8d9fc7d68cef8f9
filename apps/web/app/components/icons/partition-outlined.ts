import { makeIcon } from '../icon';

export const PartitionOutlined = /* @__PURE__ */ makeIcon('PartitionOutlined');
