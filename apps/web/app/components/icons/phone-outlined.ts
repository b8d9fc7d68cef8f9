import svg from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { makeIcon } from '../icon';

export const PhoneOutlined = /* @__PURE__ */ makeIcon(svg);
