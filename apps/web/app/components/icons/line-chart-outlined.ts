import svg from '@ant-design/icons-svg/es/asn/LineChartOutlined';
import { makeIcon } from '../icon';

export const LineChartOutlined = /* @__PURE__ */ makeIcon(svg);
