import svg from '@ant-design/icons-svg/es/asn/AccountBookOutlined';
import { makeIcon } from '../icon';

export const AccountBookOutlined = /* @__PURE__ */ makeIcon(svg);
