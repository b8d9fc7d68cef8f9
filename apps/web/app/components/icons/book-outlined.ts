import svg from '@ant-design/icons-svg/es/asn/BookOutlined';
import { makeIcon } from '../icon';

export const BookOutlined = /* @__PURE__ */ makeIcon(svg);
