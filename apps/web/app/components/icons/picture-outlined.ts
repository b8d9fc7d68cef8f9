import { makeIcon } from '../icon';

export const PictureOutlined = /* @__PURE__ */ makeIcon('PictureOutlined');
