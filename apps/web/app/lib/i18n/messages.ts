import type { Lang } from './langs';
import { en } from './en';
import { zhCN, type Messages } from './zh-CN';

/**
 * Both languages' dictionaries, for the server (which renders either language) and the tests. The browser
 * build swaps this module for `lazy-messages.ts` (apps/web/vite.config.ts), so a page's scripts carry only the
 * language it is shown in (docs/decisions/0016-javascript-budget.md).
 */
const ALL: Record<Lang, Messages> = { 'zh-CN': zhCN, en };

export function loadedMessages(lang: Lang): Messages | undefined {
  return ALL[lang];
}

export function loadMessages(_lang: Lang): Promise<void> {
  return Promise.resolve();
}
