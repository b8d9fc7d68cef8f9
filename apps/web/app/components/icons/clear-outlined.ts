import svg from '@ant-design/icons-svg/es/asn/ClearOutlined';
import { makeIcon } from '../icon';

export const ClearOutlined = /* @__PURE__ */ makeIcon(svg);
