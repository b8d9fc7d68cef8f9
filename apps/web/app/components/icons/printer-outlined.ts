import svg from '@ant-design/icons-svg/es/asn/PrinterOutlined';
import { makeIcon } from '../icon';

export const PrinterOutlined = /* @__PURE__ */ makeIcon(svg);
