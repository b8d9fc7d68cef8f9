import svg from '@ant-design/icons-svg/es/asn/FilterOutlined';
import { makeIcon } from '../icon';

export const FilterOutlined = /* @__PURE__ */ makeIcon(svg);
