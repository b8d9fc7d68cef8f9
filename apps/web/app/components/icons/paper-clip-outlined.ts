import svg from '@ant-design/icons-svg/es/asn/PaperClipOutlined';
import { makeIcon } from '../icon';

export const PaperClipOutlined = /* @__PURE__ */ makeIcon(svg);
