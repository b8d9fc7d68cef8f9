import svg from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { makeIcon } from '../icon';

export const GlobalOutlined = /* @__PURE__ */ makeIcon(svg);
