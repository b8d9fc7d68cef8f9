import svg from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { makeIcon } from '../icon';

export const SafetyCertificateOutlined = /* @__PURE__ */ makeIcon(svg);
