import svg from '@ant-design/icons-svg/es/asn/CopyOutlined';
import { makeIcon } from '../icon';

export const CopyOutlined = /* @__PURE__ */ makeIcon(svg);
