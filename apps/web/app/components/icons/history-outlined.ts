import svg from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import { makeIcon } from '../icon';

export const HistoryOutlined = /* @__PURE__ */ makeIcon(svg);
