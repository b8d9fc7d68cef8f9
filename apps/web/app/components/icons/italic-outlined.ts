import { makeIcon } from '../icon';

export const ItalicOutlined = /* @__PURE__ */ makeIcon('ItalicOutlined');
