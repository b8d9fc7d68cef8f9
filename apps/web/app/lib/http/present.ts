import { feedback } from '../feedback';
import { PAGES, loginHref } from '@clearsight/contracts';
import { setToken } from '../session/session-store';
import { navigateTo, t, toastError } from '../ui';
import type { FailureOutcome } from './errors';

export function textOf(outcome: FailureOutcome): string {
  switch (outcome.kind) {
    case 'toast':
      return 'text' in outcome ? outcome.text : t(outcome.messageKey);
    case 'login-confirm':
      return t('http.loginRequired');
    case 'silent':
      return '';
  }
}

let loginDialogOpen = false;

/** Where the login page sends the visitor back to (the page the visitor was on, docs/product.md). */
export function loginPathFor(location: { pathname: string; search: string } | null): string {
  if (!location || location.pathname === PAGES.login) return PAGES.login;
  return loginHref(location.pathname + location.search);
}

function showLoginConfirm(): void {
  const api = feedback;
  // Several calls failing together must not stack several identical dialogs.
  if (!api || loginDialogOpen) return;
  loginDialogOpen = true;
  api.modal.confirm({
    title: t('http.promptTitle'),
    content: t('http.loginRequired'),
    okText: t('http.confirm'),
    cancelText: t('http.cancel'),
    onOk: () => {
      setToken(null);
      navigateTo(loginPathFor(typeof window === 'undefined' ? null : window.location));
    },
    afterClose: () => {
      loginDialogOpen = false;
    },
  });
}

export function presentFailure(outcome: FailureOutcome): void {
  switch (outcome.kind) {
    case 'silent':
      return;
    case 'login-confirm':
      showLoginConfirm();
      return;
    case 'toast':
      toastError(textOf(outcome));
  }
}
