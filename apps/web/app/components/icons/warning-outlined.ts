import svg from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { makeIcon } from '../icon';

export const WarningOutlined = /* @__PURE__ */ makeIcon(svg);
