import svg from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import { makeIcon } from '../icon';

export const DashboardOutlined = /* @__PURE__ */ makeIcon(svg);
