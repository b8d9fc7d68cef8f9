import svg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { makeIcon } from '../icon';

export const CheckCircleFilled = /* @__PURE__ */ makeIcon(svg);
