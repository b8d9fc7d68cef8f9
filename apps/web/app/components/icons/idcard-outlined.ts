import svg from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import { makeIcon } from '../icon';

export const IdcardOutlined = /* @__PURE__ */ makeIcon(svg);
