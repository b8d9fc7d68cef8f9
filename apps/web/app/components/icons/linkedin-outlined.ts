import svg from '@ant-design/icons-svg/es/asn/LinkedinOutlined';
import { makeIcon } from '../icon';

export const LinkedinOutlined = /* @__PURE__ */ makeIcon(svg);
