import svg from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import { makeIcon } from '../icon';

export const ThunderboltOutlined = /* @__PURE__ */ makeIcon(svg);
