import { createInstance, type i18n as I18n, type TOptions } from 'i18next';
import { LANG_COOKIE } from '../constants';
import { cookieValue } from '../cookies';
import { en } from './en';
import { zhCN, type Messages } from './zh-CN';

export const LANGS = ['zh-CN', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

const MESSAGES: Record<Lang, Messages> = { 'zh-CN': zhCN, en };

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
  return MESSAGES[lang];
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

export function getI18n(lang: Lang): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      resources: {
        'zh-CN': { translation: zhCN },
        en: { translation: en },
      },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnObjects: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

/** For code outside React (meta functions, the HTTP client). */
export function translate(lang: Lang, key: string, options?: TOptions): string {
  return getI18n(lang).t(key, options ?? {});
}

export type { Messages };
