import type { App } from 'antd';
import { DEFAULT_LANG, translate, type Lang } from './i18n';

type AppApi = ReturnType<typeof App.useApp>;

/**
 * The HTTP client and the session actions live outside React but must show antd messages, dialogs and
 * notifications in the visitor's language, and navigate. The root component binds the live instances here;
 * on the server nothing is bound and every call is a no-op.
 */
interface Bridge {
  api: AppApi | null;
  lang: Lang;
  navigate: ((to: string, options?: { replace?: boolean }) => void) | null;
}

const bridge: Bridge = { api: null, lang: DEFAULT_LANG, navigate: null };

export function bindUi(next: Partial<Bridge>): void {
  Object.assign(bridge, next);
}

export function uiApi(): AppApi | null {
  return bridge.api;
}

export function currentLang(): Lang {
  return bridge.lang;
}

export function t(key: string, options?: Record<string, unknown>): string {
  return translate(bridge.lang, key, options);
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (bridge.navigate) bridge.navigate(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}

export function toastError(text: string): void {
  bridge.api?.message.error(text);
}
