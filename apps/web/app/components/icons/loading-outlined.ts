import svg from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { makeIcon } from '../icon';

export const LoadingOutlined = /* @__PURE__ */ makeIcon(svg);
