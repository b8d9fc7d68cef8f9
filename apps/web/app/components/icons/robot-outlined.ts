import svg from '@ant-design/icons-svg/es/asn/RobotOutlined';
import { makeIcon } from '../icon';

export const RobotOutlined = /* @__PURE__ */ makeIcon(svg);
