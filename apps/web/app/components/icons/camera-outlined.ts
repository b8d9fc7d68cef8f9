import { makeIcon } from '../icon';

export const CameraOutlined = /* @__PURE__ */ makeIcon('CameraOutlined');
