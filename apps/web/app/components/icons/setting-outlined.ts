import svg from '@ant-design/icons-svg/es/asn/SettingOutlined';
import { makeIcon } from '../icon';

export const SettingOutlined = /* @__PURE__ */ makeIcon(svg);
