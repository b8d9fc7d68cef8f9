import svg from '@ant-design/icons-svg/es/asn/CameraOutlined';
import { makeIcon } from '../icon';

export const CameraOutlined = /* @__PURE__ */ makeIcon(svg);
