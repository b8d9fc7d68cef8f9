import svg from '@ant-design/icons-svg/es/asn/QqOutlined';
import { makeIcon } from '../icon';

export const QqOutlined = /* @__PURE__ */ makeIcon(svg);
