import svg from '@ant-design/icons-svg/es/asn/FileOutlined';
import { makeIcon } from '../icon';

export const FileOutlined = /* @__PURE__ */ makeIcon(svg);
