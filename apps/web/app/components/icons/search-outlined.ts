import svg from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { makeIcon } from '../icon';

export const SearchOutlined = /* @__PURE__ */ makeIcon(svg);
