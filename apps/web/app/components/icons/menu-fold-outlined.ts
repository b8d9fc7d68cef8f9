import svg from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import { makeIcon } from '../icon';

export const MenuFoldOutlined = /* @__PURE__ */ makeIcon(svg);
