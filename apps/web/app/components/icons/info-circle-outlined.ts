import svg from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import { makeIcon } from '../icon';

export const InfoCircleOutlined = /* @__PURE__ */ makeIcon(svg);
