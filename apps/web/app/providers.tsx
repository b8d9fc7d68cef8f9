import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getI18n, type Lang } from './lib/i18n';
import { useEscClosesNotifications, notificationConfig } from './lib/notifications';
import { theme } from './lib/theme';
import { bindUi } from './lib/ui';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already told the visitor what failed; a silent retry would tell them twice.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Hands antd's message/modal/notification, the language and the router to code outside React. */
function UiBinder({ lang }: { lang: Lang }) {
  const api = AntApp.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    bindUi({ api, lang, navigate: (to, options) => void navigate(to, options) });
  }, [api, lang, navigate]);
  useEscClosesNotifications();
  return null;
}

export function AppProviders({ lang, children }: { lang: Lang; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  // Set during render too, so calls fired by children's first effects already speak the right language.
  if (typeof window !== 'undefined') bindUi({ lang });
  return (
    <I18nextProvider i18n={getI18n(lang)}>
      <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={theme} button={{ autoInsertSpace: false }}>
        <AntApp component={false} notification={notificationConfig} message={{ maxCount: 3 }}>
          <QueryClientProvider client={queryClient}>
            <UiBinder lang={lang} />
            {children}
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
