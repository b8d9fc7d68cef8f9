import svg from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { makeIcon } from '../icon';

export const UploadOutlined = /* @__PURE__ */ makeIcon(svg);
