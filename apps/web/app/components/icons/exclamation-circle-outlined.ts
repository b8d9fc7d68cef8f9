import svg from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import { makeIcon } from '../icon';

export const ExclamationCircleOutlined = /* @__PURE__ */ makeIcon(svg);
