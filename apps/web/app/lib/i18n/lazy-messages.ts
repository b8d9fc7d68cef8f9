import type { Lang } from './langs';
import type { Messages } from './zh-CN';

/**
 * The browser's dictionaries: one chunk per language, loaded on demand. The client entry loads the page's
 * language before hydrating and the language switch loads the other one before switching, so every render
 * finds its strings (no keys on screen). Stands in for `messages.ts` in the browser build only.
 */
const loaded: Partial<Record<Lang, Messages>> = {};

export function loadedMessages(lang: Lang): Messages | undefined {
  return loaded[lang];
}

export async function loadMessages(lang: Lang): Promise<void> {
  if (loaded[lang]) return;
  loaded[lang] = lang === 'en' ? (await import('./en')).en : (await import('./zh-CN')).zhCN;
}
