import svg from '@ant-design/icons-svg/es/asn/CommentOutlined';
import { makeIcon } from '../icon';

export const CommentOutlined = /* @__PURE__ */ makeIcon(svg);
