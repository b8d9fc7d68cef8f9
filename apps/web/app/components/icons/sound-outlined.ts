import { makeIcon } from '../icon';

export const SoundOutlined = /* @__PURE__ */ makeIcon('SoundOutlined');
