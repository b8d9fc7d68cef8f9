import svg from '@ant-design/icons-svg/es/asn/CodeOutlined';
import { makeIcon } from '../icon';

export const CodeOutlined = /* @__PURE__ */ makeIcon(svg);
