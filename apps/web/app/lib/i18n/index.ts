import { createInstance, type i18n as I18n, type TOptions } from 'i18next';
import { LANG_COOKIE } from '../constants';
import { cookieValue } from '../cookies';
import type { AreaMessages } from './areas';
import { DEFAULT_LANG, LANGS, type Lang } from './langs';
import { loadedMessages, loadMessages } from './messages';
import type { Messages } from './zh-CN';

export { DEFAULT_LANG, LANGS, type Lang };
export { BRAND_NAME_ZH } from './brand';
/** Makes a language's strings available (a no-op on the server, which has both; a chunk in the browser). */
export { loadMessages };

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

export function messagesFor(lang: Lang): Messages {
  const messages = loadedMessages(lang);
  if (!messages) throw new Error(`The ${lang} strings are not loaded (loadMessages first)`);
  return messages;
}

/** antd and Intl want BCP 47 tags; ours already are, this keeps the mapping in one place. */
export function htmlLang(lang: Lang): string {
  return lang;
}

/**
 * One immutable instance per language, shared by all requests: switching language swaps the instance
 * instead of mutating a global one, so concurrent server renders can never leak a language into each other.
 */
const instances = new Map<Lang, I18n>();

/** Areas whose strings travel with their pages (admin-area.ts), added to every language's instance. */
const areas: AreaMessages[] = [];

function addArea(instance: I18n, area: AreaMessages) {
  for (const each of LANGS) {
    if (instance.hasResourceBundle(each, 'translation')) {
      instance.addResourceBundle(each, 'translation', area[each], true, true);
    }
  }
}

/** Makes an area's strings available to `t()` in both languages (idempotent). */
export function registerArea(area: AreaMessages): void {
  if (areas.includes(area)) return;
  areas.push(area);
  for (const instance of instances.values()) addArea(instance, area);
}

export function getI18n(lang: Lang): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    messagesFor(lang); // throws when the language's strings are not loaded yet
    instance = createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      // The server has both languages; the browser only the ones it has loaded (the page's, at least).
      resources: Object.fromEntries(
        LANGS.flatMap((each) => {
          const messages = loadedMessages(each);
          return messages ? [[each, { translation: messages }]] : [];
        }),
      ),
      initAsync: false,
      interpolation: { escapeValue: false },
      returnObjects: false,
    });
    for (const area of areas) addArea(instance, area);
    instances.set(lang, instance);
  }
  return instance;
}

/** For code outside React (meta functions, the HTTP client). */
export function translate(lang: Lang, key: string, options?: TOptions): string {
  return getI18n(lang).t(key, options ?? {});
}

export type { Messages };
