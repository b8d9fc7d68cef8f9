import svg from '@ant-design/icons-svg/es/asn/PartitionOutlined';
import { makeIcon } from '../icon';

export const PartitionOutlined = /* @__PURE__ */ makeIcon(svg);
