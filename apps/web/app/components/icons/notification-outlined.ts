import svg from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import { makeIcon } from '../icon';

export const NotificationOutlined = /* @__PURE__ */ makeIcon(svg);
