import { makeIcon } from '../icon';

export const MoneyCollectOutlined = /* @__PURE__ */ makeIcon('MoneyCollectOutlined');
