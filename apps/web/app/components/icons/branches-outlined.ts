import svg from '@ant-design/icons-svg/es/asn/BranchesOutlined';
import { makeIcon } from '../icon';

export const BranchesOutlined = /* @__PURE__ */ makeIcon(svg);
