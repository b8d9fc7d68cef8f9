import { makeIcon } from '../icon';

export const BankOutlined = /* @__PURE__ */ makeIcon('BankOutlined');
