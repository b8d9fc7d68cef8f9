import svg from '@ant-design/icons-svg/es/asn/StopOutlined';
import { makeIcon } from '../icon';

export const StopOutlined = /* @__PURE__ */ makeIcon(svg);
