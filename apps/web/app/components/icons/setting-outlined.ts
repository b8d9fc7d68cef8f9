import { makeIcon } from '../icon';

export const SettingOutlined = /* @__PURE__ */ makeIcon('SettingOutlined');
