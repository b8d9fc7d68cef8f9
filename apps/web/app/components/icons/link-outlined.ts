import svg from '@ant-design/icons-svg/es/asn/LinkOutlined';
import { makeIcon } from '../icon';

export const LinkOutlined = /* @__PURE__ */ makeIcon(svg);
