import svg from '@ant-design/icons-svg/es/asn/ReadOutlined';
import { makeIcon } from '../icon';

export const ReadOutlined = /* @__PURE__ */ makeIcon(svg);
