import svg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { makeIcon } from '../icon';

export const CloseOutlined = /* @__PURE__ */ makeIcon(svg);
