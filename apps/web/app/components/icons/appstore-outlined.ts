import svg from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import { makeIcon } from '../icon';

export const AppstoreOutlined = /* @__PURE__ */ makeIcon(svg);
