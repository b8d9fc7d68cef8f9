import { makeIcon } from '../icon';

export const UnorderedListOutlined = /* @__PURE__ */ makeIcon('UnorderedListOutlined');
