import { adminEn } from './admin.en';
import { adminZhCN } from './admin.zh-CN';
import { withArea } from './areas';
import type { Lang } from './langs';
import { en } from './en';
import { zhCN, type Messages } from './zh-CN';

/**
 * Both languages' dictionaries with every area, for the server (which renders any page in either language) and
 * the tests. The browser build swaps this module for `lazy-messages.ts` (apps/web/vite.config.ts): a page's
 * scripts carry only the language it is shown in, and the console's strings only on the console's pages
 * (`admin-area.ts`; docs/decisions/0016-javascript-budget.md).
 */
const ALL: Record<Lang, Messages> = { 'zh-CN': withArea(zhCN, adminZhCN), en: withArea(en, adminEn) };

export function loadedMessages(lang: Lang): Messages | undefined {
  return ALL[lang];
}

export function loadMessages(_lang: Lang): Promise<void> {
  return Promise.resolve();
}
