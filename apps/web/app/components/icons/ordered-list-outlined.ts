import svg from '@ant-design/icons-svg/es/asn/OrderedListOutlined';
import { makeIcon } from '../icon';

export const OrderedListOutlined = /* @__PURE__ */ makeIcon(svg);
