import svg from '@ant-design/icons-svg/es/asn/SmileOutlined';
import { makeIcon } from '../icon';

export const SmileOutlined = /* @__PURE__ */ makeIcon(svg);
