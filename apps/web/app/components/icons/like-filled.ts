import svg from '@ant-design/icons-svg/es/asn/LikeFilled';
import { makeIcon } from '../icon';

export const LikeFilled = /* @__PURE__ */ makeIcon(svg);
