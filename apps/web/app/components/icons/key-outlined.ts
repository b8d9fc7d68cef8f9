import svg from '@ant-design/icons-svg/es/asn/KeyOutlined';
import { makeIcon } from '../icon';

export const KeyOutlined = /* @__PURE__ */ makeIcon(svg);
