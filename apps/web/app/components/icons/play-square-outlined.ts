import svg from '@ant-design/icons-svg/es/asn/PlaySquareOutlined';
import { makeIcon } from '../icon';

export const PlaySquareOutlined = /* @__PURE__ */ makeIcon(svg);
