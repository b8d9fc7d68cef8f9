import svg from '@ant-design/icons-svg/es/asn/PlayCircleOutlined';
import { makeIcon } from '../icon';

export const PlayCircleOutlined = /* @__PURE__ */ makeIcon(svg);
