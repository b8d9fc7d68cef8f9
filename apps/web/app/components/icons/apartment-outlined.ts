import svg from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import { makeIcon } from '../icon';

export const ApartmentOutlined = /* @__PURE__ */ makeIcon(svg);
