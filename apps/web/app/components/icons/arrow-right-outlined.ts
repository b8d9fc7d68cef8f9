import svg from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import { makeIcon } from '../icon';

export const ArrowRightOutlined = /* @__PURE__ */ makeIcon(svg);
