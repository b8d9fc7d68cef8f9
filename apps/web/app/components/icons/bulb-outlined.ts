import svg from '@ant-design/icons-svg/es/asn/BulbOutlined';
import { makeIcon } from '../icon';

export const BulbOutlined = /* @__PURE__ */ makeIcon(svg);
