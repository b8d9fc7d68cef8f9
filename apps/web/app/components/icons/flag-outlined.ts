import svg from '@ant-design/icons-svg/es/asn/FlagOutlined';
import { makeIcon } from '../icon';

export const FlagOutlined = /* @__PURE__ */ makeIcon(svg);
