import { LANG_COOKIE } from '../constants';
import { cookieValue } from '../cookies';
import { areaOfKey, type Area } from './areas';
import { createDictionary, type Dictionary, type Vars } from './dictionary';
import { DEFAULT_LANG, LANGS, type Lang } from './langs';
import { isAreaLoaded, loadAreas as loadAreaChunks, loadedAreaNames, loadedAreas } from './messages';
import type { Messages } from './zh-CN';

export { DEFAULT_LANG, LANGS, type Lang, type Vars, type Area };
export { BRAND_NAME_ZH } from './brand';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function normalizeLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/** Reads the `lang` cookie from a Cookie header (server) or `document.cookie` (browser). */
export function langFromCookies(cookieHeader: string | null | undefined): Lang {
  return normalizeLang(cookieValue(cookieHeader, LANG_COOKIE));
}

export function langCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${encodeURIComponent(lang)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** One dictionary per language, added to as its areas arrive (all at once on the server). */
const dictionaries = new Map<Lang, { dictionary: Dictionary; parts: number }>();

function dictionaryOf(lang: Lang): Dictionary {
  const parts = loadedAreas(lang);
  let entry = dictionaries.get(lang);
  if (!entry) {
    entry = { dictionary: createDictionary(lang, {}), parts: 0 };
    dictionaries.set(lang, entry);
  }
  for (; entry.parts < parts.length; entry.parts++) entry.dictionary.add(parts[entry.parts]!);
  return entry.dictionary;
}

/** Changes whenever an area arrives, so components showing its strings render again (use-translation.tsx). */
let version = 0;
const listeners = new Set<() => void>();

export function areasVersion(): number {
  return version;
}

export function onAreasLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads areas of a language (a no-op on the server, which has them all) and tells the components that wait. */
export function loadAreas(lang: Lang, areas: readonly Area[]): Promise<void> {
  if (areas.every((area) => isAreaLoaded(lang, area))) return Promise.resolve();
  return loadAreaChunks(lang, areas).then(() => {
    version++;
    for (const listener of listeners) listener();
  });
}

/** Loads, in `next`, every area the page has in `current` (before switching the page's language). */
export function loadAreasLike(current: Lang, next: Lang): Promise<void> {
  return loadAreas(next, loadedAreaNames(current));
}

export function areasLoaded(lang: Lang, areas: readonly Area[]): boolean {
  return areas.every((area) => isAreaLoaded(lang, area));
}

/** Told of every key a render uses (entry.server.tsx records the areas a page needs). */
let keyListener: ((key: string) => void) | null = null;

export function listenToKeys(listener: ((key: string) => void) | null): void {
  keyListener = listener;
}

/** A key whose area the browser has not loaded: loaded now, and shown once it is there. */
function missing(lang: Lang, key: string): void {
  const area = areaOfKey(key);
  if (typeof window === 'undefined' || isAreaLoaded(lang, area)) return;
  if (import.meta.env?.DEV) console.warn(`"${key}" was shown before the ${area} strings were loaded`);
  void loadAreas(lang, [area]);
}

/** A language's strings as nested objects (for lists kept as arrays, e.g. the login panel's points). */
export function messagesFor(lang: Lang): Messages {
  return dictionaryOf(lang).tree as Messages;
}

/**
 * A string in `lang`: `{{name}}` filled from `vars`, the plural form chosen by `vars.count` (`key_one`,
 * `key_other`, by the language's plural rules). A key the language lacks falls back to Chinese, then to the
 * key itself, so a missing string shows as its key and never breaks a page.
 */
export function translate(lang: Lang, key: string, vars?: Vars): string {
  keyListener?.(key);
  const text = dictionaryOf(lang).format(key, vars);
  if (text !== undefined) return text;
  missing(lang, key);
  return (lang === DEFAULT_LANG ? undefined : dictionaryOf(DEFAULT_LANG).format(key, vars)) ?? key;
}

export type { Messages };
