import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import type { Lang } from '../i18n';
import { useTranslation } from '../i18n/use-translation';
import { theme } from './theme';

/** antd's theme and language, for one part of a page built with it. */
export function AntdConfig({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}

/**
 * Wraps the parts of the site built with antd (the console, the activities, the chat room, the editor, and the
 * member-only pieces of public pages, which load with them): its theme in the page's language. Public pages
 * themselves use components/ui and never load antd (docs/decisions/0017-light-public-pages.md).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { lang } = useTranslation();
  return <AntdConfig lang={lang}>{children}</AntdConfig>;
}
