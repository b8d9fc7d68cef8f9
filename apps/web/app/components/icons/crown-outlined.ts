import svg from '@ant-design/icons-svg/es/asn/CrownOutlined';
import { makeIcon } from '../icon';

export const CrownOutlined = /* @__PURE__ */ makeIcon(svg);
