import svg from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { makeIcon } from '../icon';

export const WalletOutlined = /* @__PURE__ */ makeIcon(svg);
