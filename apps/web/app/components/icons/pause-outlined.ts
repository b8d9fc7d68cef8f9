import svg from '@ant-design/icons-svg/es/asn/PauseOutlined';
import { makeIcon } from '../icon';

export const PauseOutlined = /* @__PURE__ */ makeIcon(svg);
