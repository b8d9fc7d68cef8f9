import svg from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { makeIcon } from '../icon';

export const ArrowLeftOutlined = /* @__PURE__ */ makeIcon(svg);
