import svg from '@ant-design/icons-svg/es/asn/CloudSyncOutlined';
import { makeIcon } from '../icon';

export const CloudSyncOutlined = /* @__PURE__ */ makeIcon(svg);
