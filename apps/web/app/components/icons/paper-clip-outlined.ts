import { makeIcon } from '../icon';

export const PaperClipOutlined = /* @__PURE__ */ makeIcon('PaperClipOutlined');
