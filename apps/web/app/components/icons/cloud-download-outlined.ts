import svg from '@ant-design/icons-svg/es/asn/CloudDownloadOutlined';
import { makeIcon } from '../icon';

export const CloudDownloadOutlined = /* @__PURE__ */ makeIcon(svg);
