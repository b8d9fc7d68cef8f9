import { App, ConfigProvider, message, Modal, notification } from 'antd';
import type { ReactNode } from 'react';
import type { FeedbackApi } from '../feedback';
import type { Lang } from '../i18n';
import { AntdConfig } from './antd-scope';
import { messageConfig, notificationConfig } from './notification-config';

/**
 * antd's static feedback, set up once: drawn inside the site's theme and the page's language, with the settings
 * above (an `App` around antd's holders gives its static functions the same configuration as `App.useApp()`).
 */
export function createFeedback(lang: () => Lang): FeedbackApi {
  ConfigProvider.config({
    holderRender: (children: ReactNode) => (
      <AntdConfig lang={lang()}>
        <App component={false} notification={notificationConfig} message={messageConfig}>
          {children}
        </App>
      </AntdConfig>
    ),
  });
  return { message, notification, modal: Modal } as unknown as FeedbackApi;
}
