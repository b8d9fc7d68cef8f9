import { z } from 'zod';

// Validation messages people read are Chinese first (zh-CN is the default language, docs/product.md).
z.config(z.locales.zhCN());

export * from './route.js';
export * from './common.contract.js';
export * from './permissions.js';
export * from './account.contract.js';
export * from './admin-user.contract.js';
export * from './admin.contract.js';
export * from './site-config.contract.js';
export * from './notice.contract.js';
export * from './file.contract.js';
export * from './catalog.contract.js';
export * from './content.contract.js';
export * from './download.contract.js';
export * from './news.contract.js';
export * from './college.contract.js';
export * from './solution.contract.js';
export * from './company.contract.js';
export * from './banner.contract.js';
export * from './career.contract.js';
export * from './lead.contract.js';
export * from './search.contract.js';
export * from './home.contract.js';
export * from './health.contract.js';
export * from './sms.contract.js';
export * from './forum/index.js';
export * from './page-links.js';
export * from './realtime.contract.js';
export * from './chat.contract.js';
export * from './site-notice.contract.js';
export * from './online.contract.js';
export * from './activity/index.js';
export * from './tenant.contract.js';
export * from './oauth.contract.js';
