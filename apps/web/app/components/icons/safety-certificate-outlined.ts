import { makeIcon } from '../icon';

export const SafetyCertificateOutlined = /* @__PURE__ */ makeIcon('SafetyCertificateOutlined');
