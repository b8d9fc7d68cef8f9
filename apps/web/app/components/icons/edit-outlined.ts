import svg from '@ant-design/icons-svg/es/asn/EditOutlined';
import { makeIcon } from '../icon';

export const EditOutlined = /* @__PURE__ */ makeIcon(svg);
