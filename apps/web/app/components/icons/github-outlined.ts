import svg from '@ant-design/icons-svg/es/asn/GithubOutlined';
import { makeIcon } from '../icon';

export const GithubOutlined = /* @__PURE__ */ makeIcon(svg);
