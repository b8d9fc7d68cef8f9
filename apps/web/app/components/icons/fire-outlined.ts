import svg from '@ant-design/icons-svg/es/asn/FireOutlined';
import { makeIcon } from '../icon';

export const FireOutlined = /* @__PURE__ */ makeIcon(svg);
