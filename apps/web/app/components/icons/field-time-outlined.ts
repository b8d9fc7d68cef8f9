import svg from '@ant-design/icons-svg/es/asn/FieldTimeOutlined';
import { makeIcon } from '../icon';

export const FieldTimeOutlined = /* @__PURE__ */ makeIcon(svg);
