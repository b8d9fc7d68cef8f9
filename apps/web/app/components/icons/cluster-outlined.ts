import svg from '@ant-design/icons-svg/es/asn/ClusterOutlined';
import { makeIcon } from '../icon';

export const ClusterOutlined = /* @__PURE__ */ makeIcon(svg);
