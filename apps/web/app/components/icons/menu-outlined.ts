import svg from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { makeIcon } from '../icon';

export const MenuOutlined = /* @__PURE__ */ makeIcon(svg);
