import svg from '@ant-design/icons-svg/es/asn/WeiboOutlined';
import { makeIcon } from '../icon';

export const WeiboOutlined = /* @__PURE__ */ makeIcon(svg);
