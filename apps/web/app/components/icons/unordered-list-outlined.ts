import svg from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import { makeIcon } from '../icon';

export const UnorderedListOutlined = /* @__PURE__ */ makeIcon(svg);
