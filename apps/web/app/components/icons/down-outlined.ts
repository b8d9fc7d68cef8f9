import svg from '@ant-design/icons-svg/es/asn/DownOutlined';
import { makeIcon } from '../icon';

export const DownOutlined = /* @__PURE__ */ makeIcon(svg);
