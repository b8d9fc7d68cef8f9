import { StyleProvider } from '@ant-design/cssinjs';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { bindFeedback } from '../feedback';
import type { Lang } from '../i18n';
import { useTranslation } from '../i18n/use-translation';
import { messageConfig, notificationConfig } from './notification-config';
import { noGlobalLinks } from './no-global-links';
import { theme } from './theme';

let motion = true;

/** Turns antd's animations off (component tests: a dialog is there or gone at once, as a user sees it settle). */
export function setAntdMotion(enabled: boolean): void {
  motion = enabled;
}

const TRANSFORMERS = [noGlobalLinks];

/**
 * The theme with one name for its CSS variables. antd names each `ConfigProvider`'s variables after the provider
 * (`useId`) unless the theme names them: every scope on a page (the header's member menu, a forum page's member
 * layer, each member part it draws in the page's own view) then worked its design tokens out again and wrote them
 * into the page once more. With one name, the tokens are worked out and written once, and every scope shares them.
 */
const THEMES = {
  moving: { ...theme, cssVar: { key: 'cs-antd' } },
  still: { ...theme, token: { ...theme.token, motion: false }, cssVar: { key: 'cs-antd-still' } },
};

/** antd's theme and language, for one part of a page built with it (without antd's global link rule). */
export function AntdConfig({ lang, children }: { lang: Lang; children: ReactNode }) {
  const themed = motion ? THEMES.moving : THEMES.still;
  return (
    <StyleProvider transformers={TRANSFORMERS}>
      <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={themed} button={{ autoInsertSpace: false }}>
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}

/** Lends this scope's feedback (dialogs and messages drawn in its React tree) to lib/feedback.ts while it is shown. */
function FeedbackBinder() {
  const api = App.useApp();
  useEffect(() => bindFeedback(api), [api]);
  return null;
}

/**
 * Wraps the parts of the site built with antd (the console, the activities, the chat room, the editor, and the
 * member-only pieces of public pages, which load with them): its theme in the page's language. Public pages
 * themselves use components/ui and never load antd (docs/decisions/0017-light-public-pages.md). While a scope is
 * on the page, messages and dialogs asked for anywhere (lib/feedback.ts) are drawn in it, as antd's `App` draws them.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { lang } = useTranslation();
  return (
    <AntdConfig lang={lang}>
      <App component={false} notification={notificationConfig} message={messageConfig}>
        <FeedbackBinder />
        {children}
      </App>
    </AntdConfig>
  );
}
