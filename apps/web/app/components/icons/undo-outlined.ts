import svg from '@ant-design/icons-svg/es/asn/UndoOutlined';
import { makeIcon } from '../icon';

export const UndoOutlined = /* @__PURE__ */ makeIcon(svg);
