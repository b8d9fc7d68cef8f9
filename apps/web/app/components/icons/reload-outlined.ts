import svg from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { makeIcon } from '../icon';

export const ReloadOutlined = /* @__PURE__ */ makeIcon(svg);
