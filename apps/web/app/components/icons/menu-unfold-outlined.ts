import svg from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import { makeIcon } from '../icon';

export const MenuUnfoldOutlined = /* @__PURE__ */ makeIcon(svg);
