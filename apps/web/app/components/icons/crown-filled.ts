import svg from '@ant-design/icons-svg/es/asn/CrownFilled';
import { makeIcon } from '../icon';

export const CrownFilled = /* @__PURE__ */ makeIcon(svg);
