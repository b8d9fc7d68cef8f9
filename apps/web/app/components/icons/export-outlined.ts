import svg from '@ant-design/icons-svg/es/asn/ExportOutlined';
import { makeIcon } from '../icon';

export const ExportOutlined = /* @__PURE__ */ makeIcon(svg);
