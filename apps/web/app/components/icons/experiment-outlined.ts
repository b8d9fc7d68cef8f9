import svg from '@ant-design/icons-svg/es/asn/ExperimentOutlined';
import { makeIcon } from '../icon';

export const ExperimentOutlined = /* @__PURE__ */ makeIcon(svg);
