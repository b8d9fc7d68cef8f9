import svg from '@ant-design/icons-svg/es/asn/RollbackOutlined';
import { makeIcon } from '../icon';

export const RollbackOutlined = /* @__PURE__ */ makeIcon(svg);
