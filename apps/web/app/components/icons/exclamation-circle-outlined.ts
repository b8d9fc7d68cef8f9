import { makeIcon } from '../icon';

export const ExclamationCircleOutlined = /* @__PURE__ */ makeIcon('ExclamationCircleOutlined');
