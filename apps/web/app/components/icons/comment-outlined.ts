import { makeIcon } from '../icon';

export const CommentOutlined = /* @__PURE__ */ makeIcon('CommentOutlined');
