import type { NotificationConfig } from 'antd/es/notification/interface';
import { useEffect } from 'react';
import { NOTIFICATION_DURATION_MS, NOTIFICATION_PLACEMENT } from './constants';
import { uiApi } from './ui';

/**
 * Top-right by default, 4500 ms, paused on hover, stacked one under another. antd spaces
 * stacked notices by its `margin` token (16 px, NOTIFICATION_SPACING_PX) — the theme leaves it alone — and
 * `stack: false` keeps them listed instead of collapsed into a pile.
 */
export const notificationConfig: NotificationConfig = {
  placement: NOTIFICATION_PLACEMENT,
  duration: NOTIFICATION_DURATION_MS / 1000,
  pauseOnHover: true,
  stack: false,
};

export type NotifyKind = 'info' | 'success' | 'warning' | 'error';

export function notify(kind: NotifyKind, title: string, description?: React.ReactNode): void {
  uiApi()?.notification[kind]({ title, description });
}

/** Esc closes the open notifications (docs/product.md), unless a dialog is open: then Esc belongs to the dialog. */
export function useEscClosesNotifications(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"])')) return;
      uiApi()?.notification.destroy();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
