import svg from '@ant-design/icons-svg/es/asn/UserAddOutlined';
import { makeIcon } from '../icon';

export const UserAddOutlined = /* @__PURE__ */ makeIcon(svg);
