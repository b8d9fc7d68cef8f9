import svg from '@ant-design/icons-svg/es/asn/RocketOutlined';
import { makeIcon } from '../icon';

export const RocketOutlined = /* @__PURE__ */ makeIcon(svg);
