import svg from '@ant-design/icons-svg/es/asn/ItalicOutlined';
import { makeIcon } from '../icon';

export const ItalicOutlined = /* @__PURE__ */ makeIcon(svg);
