import svg from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { makeIcon } from '../icon';

export const EnvironmentOutlined = /* @__PURE__ */ makeIcon(svg);
