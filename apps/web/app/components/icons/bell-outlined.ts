import svg from '@ant-design/icons-svg/es/asn/BellOutlined';
import { makeIcon } from '../icon';

export const BellOutlined = /* @__PURE__ */ makeIcon(svg);
