import svg from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { makeIcon } from '../icon';

export const PictureOutlined = /* @__PURE__ */ makeIcon(svg);
