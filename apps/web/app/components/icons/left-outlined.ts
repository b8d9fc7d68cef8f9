import svg from '@ant-design/icons-svg/es/asn/LeftOutlined';
import { makeIcon } from '../icon';

export const LeftOutlined = /* @__PURE__ */ makeIcon(svg);
