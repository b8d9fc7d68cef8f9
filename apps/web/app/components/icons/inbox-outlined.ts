import svg from '@ant-design/icons-svg/es/asn/InboxOutlined';
import { makeIcon } from '../icon';

export const InboxOutlined = /* @__PURE__ */ makeIcon(svg);
