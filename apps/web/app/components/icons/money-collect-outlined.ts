import svg from '@ant-design/icons-svg/es/asn/MoneyCollectOutlined';
import { makeIcon } from '../icon';

export const MoneyCollectOutlined = /* @__PURE__ */ makeIcon(svg);
