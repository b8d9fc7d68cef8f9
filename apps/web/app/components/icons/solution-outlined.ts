import svg from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import { makeIcon } from '../icon';

export const SolutionOutlined = /* @__PURE__ */ makeIcon(svg);
