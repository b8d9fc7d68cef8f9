import svg from '@ant-design/icons-svg/es/asn/BankOutlined';
import { makeIcon } from '../icon';

export const BankOutlined = /* @__PURE__ */ makeIcon(svg);
