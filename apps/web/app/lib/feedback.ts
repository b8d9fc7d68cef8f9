import type { App } from 'antd';
import type { Lang } from './i18n';

/** antd's feedback API as `App.useApp()` gives it: short messages, notifications, confirmation dialogs. */
export type FeedbackApi = ReturnType<typeof App.useApp>;
type MessageApi = FeedbackApi['message'];
type NotificationApi = FeedbackApi['notification'];
type ModalApi = FeedbackApi['modal'];

let lang: () => Lang = () => 'zh-CN';
let loading: Promise<FeedbackApi> | null = null;

/** antd itself, fetched the first time something is shown, so pages that show nothing never load it. */
function load(): Promise<FeedbackApi> {
  loading ??= import('./antd/feedback-antd').then((module) => module.createFeedback(() => lang()));
  return loading;
}

/** Fetches antd's feedback now rather than with the first message (component tests, which wait for dialogs). */
export function preloadFeedback(): Promise<unknown> {
  return load();
}

/** The feedback of an antd scope on the page (lib/antd/antd-scope.tsx), which draws inside its own tree. */
let bound: FeedbackApi | null = null;

/** Lends a scope's feedback while it is on the page; answers the function that takes it back. */
export function bindFeedback(api: FeedbackApi): () => void {
  bound = api;
  return () => {
    if (bound === api) bound = null;
  };
}

/** Whether antd's static feedback has drawn anything (its holders exist only then). */
let shownStatically = false;

/** Calls `pick(api)` with a scope's feedback, or antd's static one once it is loaded; on the server, nothing. */
function later(pick: (api: FeedbackApi) => unknown): void {
  if (typeof window === 'undefined') return;
  if (bound) {
    pick(bound);
    return;
  }
  shownStatically = true;
  void load().then(pick);
}

const message: Pick<MessageApi, 'success' | 'error' | 'info' | 'warning'> & {
  /** A message that stays until the function it answers is called. */
  loading(content: string): () => void;
} = {
  success: ((...args: Parameters<MessageApi['success']>) => later((api) => api.message.success(...args))) as never,
  error: ((...args: Parameters<MessageApi['error']>) => later((api) => api.message.error(...args))) as never,
  info: ((...args: Parameters<MessageApi['info']>) => later((api) => api.message.info(...args))) as never,
  warning: ((...args: Parameters<MessageApi['warning']>) => later((api) => api.message.warning(...args))) as never,
  loading(content) {
    let hide: (() => void) | null = null;
    let done = false;
    later((api) => {
      if (!done) hide = api.message.loading(content, 0);
    });
    return () => {
      done = true;
      hide?.();
    };
  },
};

type NotifyArgs = Parameters<NotificationApi['info']>[0];

/**
 * Closes every notification on screen: those drawn in an antd scope (the console, the activities, the chat room)
 * and antd's static ones (public pages), wherever they were drawn.
 */
export function closeNotifications(): void {
  bound?.notification.destroy();
  if (shownStatically) void loading?.then((api) => api.notification.destroy());
}

/** A dialog is open: Esc belongs to it (the site's own `<dialog>` or antd's). */
function dialogOpen(): boolean {
  return !!document.querySelector('dialog[open], .ant-modal-wrap:not([style*="display: none"])');
}

let escapeInstalled = false;

/** Esc closes the notifications on every page (docs/product.md): installed with the first notification. */
function closeOnEscape(): void {
  if (escapeInstalled || typeof window === 'undefined') return;
  escapeInstalled = true;
  // Captured, so a page's own key handling (the chat composer, a console table) cannot keep Esc from it.
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && !dialogOpen()) closeNotifications();
    },
    true,
  );
}

function notify(kind: 'success' | 'error' | 'info' | 'warning', args: NotifyArgs): void {
  closeOnEscape();
  later((api) => api.notification[kind](args));
}

const notification = {
  success: (args: NotifyArgs) => notify('success', args),
  error: (args: NotifyArgs) => notify('error', args),
  info: (args: NotifyArgs) => notify('info', args),
  warning: (args: NotifyArgs) => notify('warning', args),
  destroy: (key?: string) => later((api) => api.notification.destroy(key)),
};

type DialogArgs = Parameters<ModalApi['confirm']>[0];

const modal = {
  confirm: (args: DialogArgs) => later((api) => api.modal.confirm(args)),
  warning: (args: DialogArgs) => later((api) => api.modal.warning(args)),
  info: (args: DialogArgs) => later((api) => api.modal.info(args)),
  error: (args: DialogArgs) => later((api) => api.modal.error(args)),
};

/**
 * Feedback outside the page's own markup (docs/product.md): messages at the top, notifications top-right for
 * 4.5 s, confirmation dialogs. antd draws them, loaded on first use (docs/decisions/0017-light-public-pages.md);
 * calls made before it arrives are shown as soon as it does, in order.
 */
export const feedback = { message, notification, modal };

/**
 * Closes every message, notification and dialog on screen (tests end with this: antd draws them outside the
 * component tree, where the tests' own cleanup does not reach). Nothing to do when antd was never loaded.
 */
export async function closeAllFeedback(): Promise<void> {
  if (!loading || !shownStatically) return;
  shownStatically = false;
  const api = await loading;
  api.message.destroy();
  api.notification.destroy();
  (api.modal as unknown as { destroyAll?: () => void }).destroyAll?.();
}

/** The language feedback is shown in (set by the root as the page's language is known). */
export function setFeedbackLang(current: () => Lang): void {
  lang = current;
}
