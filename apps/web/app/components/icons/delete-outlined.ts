import svg from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import { makeIcon } from '../icon';

export const DeleteOutlined = /* @__PURE__ */ makeIcon(svg);
