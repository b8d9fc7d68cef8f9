import svg from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { makeIcon } from '../icon';

export const MessageOutlined = /* @__PURE__ */ makeIcon(svg);
