import svg from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import { makeIcon } from '../icon';

export const FileSearchOutlined = /* @__PURE__ */ makeIcon(svg);
