import svg from '@ant-design/icons-svg/es/asn/RiseOutlined';
import { makeIcon } from '../icon';

export const RiseOutlined = /* @__PURE__ */ makeIcon(svg);
