import svg from '@ant-design/icons-svg/es/asn/CaretRightOutlined';
import { makeIcon } from '../icon';

export const CaretRightOutlined = /* @__PURE__ */ makeIcon(svg);
