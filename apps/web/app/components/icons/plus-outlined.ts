import svg from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { makeIcon } from '../icon';

export const PlusOutlined = /* @__PURE__ */ makeIcon(svg);
