import svg from '@ant-design/icons-svg/es/asn/SoundOutlined';
import { makeIcon } from '../icon';

export const SoundOutlined = /* @__PURE__ */ makeIcon(svg);
