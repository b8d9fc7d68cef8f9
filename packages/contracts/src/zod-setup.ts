import { z } from 'zod';

// Validation messages people read are Chinese first (zh-CN is the default language, docs/product.md). Imported
// once by whatever validates with the contracts' schemas: the server's composition root and the console's forms.
z.config(z.locales.zhCN());
