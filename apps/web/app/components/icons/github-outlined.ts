import { makeIcon } from '../icon';

export const GithubOutlined = /* @__PURE__ */ makeIcon('GithubOutlined');
