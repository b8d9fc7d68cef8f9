import { makeIcon } from '../icon';

export const WalletOutlined = /* @__PURE__ */ makeIcon('WalletOutlined');
