import svg from '@ant-design/icons-svg/es/asn/BoldOutlined';
import { makeIcon } from '../icon';

export const BoldOutlined = /* @__PURE__ */ makeIcon(svg);
