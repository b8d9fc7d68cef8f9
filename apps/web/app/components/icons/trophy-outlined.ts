import svg from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import { makeIcon } from '../icon';

export const TrophyOutlined = /* @__PURE__ */ makeIcon(svg);
