import { makeIcon } from '../icon';

export const ApartmentOutlined = /* @__PURE__ */ makeIcon('ApartmentOutlined');
