import svg from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { makeIcon } from '../icon';

export const TeamOutlined = /* @__PURE__ */ makeIcon(svg);
