import { feedback, setFeedbackLang } from './feedback';
import { DEFAULT_LANG, translate, type Lang } from './i18n';

/**
 * The HTTP client and the session actions live outside React but must speak the visitor's language and
 * navigate. The root binds the page's language and the router here; on the server nothing is bound and
 * navigation falls back to the location.
 */
interface Bridge {
  lang: Lang;
  navigate: ((to: string, options?: { replace?: boolean }) => void) | null;
}

const bridge: Bridge = { lang: DEFAULT_LANG, navigate: null };
setFeedbackLang(() => bridge.lang);

export function bindUi(next: Partial<Bridge>): void {
  Object.assign(bridge, next);
}

export function t(key: string, options?: Record<string, unknown>): string {
  return translate(bridge.lang, key, options);
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (bridge.navigate) bridge.navigate(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}

export function toastError(text: string): void {
  feedback.message.error(text);
}
