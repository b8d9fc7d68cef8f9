import svg from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import { makeIcon } from '../icon';

export const SafetyOutlined = /* @__PURE__ */ makeIcon(svg);
