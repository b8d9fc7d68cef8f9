import svg from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { makeIcon } from '../icon';

export const CloseCircleFilled = /* @__PURE__ */ makeIcon(svg);
