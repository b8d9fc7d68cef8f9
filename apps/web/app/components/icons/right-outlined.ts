import svg from '@ant-design/icons-svg/es/asn/RightOutlined';
import { makeIcon } from '../icon';

export const RightOutlined = /* @__PURE__ */ makeIcon(svg);
