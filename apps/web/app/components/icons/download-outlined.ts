import svg from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { makeIcon } from '../icon';

export const DownloadOutlined = /* @__PURE__ */ makeIcon(svg);
