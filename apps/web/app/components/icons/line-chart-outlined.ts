import { makeIcon } from '../icon';

export const LineChartOutlined = /* @__PURE__ */ makeIcon('LineChartOutlined');
