import svg from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import { makeIcon } from '../icon';

export const CheckCircleOutlined = /* @__PURE__ */ makeIcon(svg);
