import svg from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import { makeIcon } from '../icon';

export const FileTextOutlined = /* @__PURE__ */ makeIcon(svg);
