import { App, ConfigProvider, message, Modal, notification } from 'antd';
import type { ReactNode } from 'react';
import { NOTIFICATION_DURATION_MS, NOTIFICATION_PLACEMENT } from '../constants';
import type { FeedbackApi } from '../feedback';
import type { Lang } from '../i18n';
import { AntdConfig } from './antd-scope';

/**
 * Top-right by default, 4500 ms, paused on hover, stacked one under another. antd spaces stacked notices by its
 * `margin` token (16 px, NOTIFICATION_SPACING_PX), which the theme leaves alone, and `stack: false` keeps them
 * listed instead of collapsed into a pile.
 */
const notificationConfig = {
  placement: NOTIFICATION_PLACEMENT,
  duration: NOTIFICATION_DURATION_MS / 1000,
  pauseOnHover: true,
  stack: false,
} as const;

/**
 * antd's static feedback, set up once: drawn inside the site's theme and the page's language, with the settings
 * above (an `App` around antd's holders gives its static functions the same configuration as `App.useApp()`).
 * Esc closes the open notifications, unless a dialog is open: then Esc belongs to the dialog.
 */
export function createFeedback(lang: () => Lang): FeedbackApi {
  ConfigProvider.config({
    holderRender: (children: ReactNode) => (
      <AntdConfig lang={lang()}>
        <App component={false} notification={notificationConfig} message={{ maxCount: 3 }}>
          {children}
        </App>
      </AntdConfig>
    ),
  });
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (document.querySelector('.ant-modal-wrap:not([style*="display: none"])')) return;
    notification.destroy();
  });
  return { message, notification, modal: Modal } as unknown as FeedbackApi;
}
