import { makeIcon } from '../icon';

export const FieldTimeOutlined = /* @__PURE__ */ makeIcon('FieldTimeOutlined');
