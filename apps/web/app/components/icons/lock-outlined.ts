import svg from '@ant-design/icons-svg/es/asn/LockOutlined';
import { makeIcon } from '../icon';

export const LockOutlined = /* @__PURE__ */ makeIcon(svg);
