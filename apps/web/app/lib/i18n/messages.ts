import { AREAS, type Area } from './areas';
import { en } from './en';
import type { Lang } from './langs';
import { zhCN } from './zh-CN';

/**
 * Both languages with every area, for the server (which renders any page in either language) and the tests. The
 * browser build swaps this module for `lazy-messages.ts` (apps/web/vite.config.ts): a page's scripts load only
 * its language's areas (docs/decisions/0017-light-public-pages.md).
 */
const ALL: Record<Lang, object> = { 'zh-CN': zhCN, en };

/** The areas of `lang` loaded so far, each as nested strings; here every area, in one piece. */
export function loadedAreas(lang: Lang): object[] {
  return [ALL[lang]];
}

export function isAreaLoaded(_lang: Lang, _area: Area): boolean {
  return true;
}

export function loadAreas(_lang: Lang, _areas: readonly Area[]): Promise<void> {
  return Promise.resolve();
}

/** The names of the areas of `lang` loaded so far: all of them. */
export function loadedAreaNames(_lang: Lang): Area[] {
  return [...AREAS];
}
