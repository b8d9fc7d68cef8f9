import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type Lang } from './lib/i18n';
import { I18nProvider } from './lib/i18n/use-translation';
import { bindUi } from './lib/ui';

/** Hands the language and the router to code outside React (the HTTP client, the session actions). */
function UiBinder({ lang }: { lang: Lang }) {
  const navigate = useNavigate();
  useEffect(() => {
    bindUi({ lang, navigate: (to, options) => void navigate(to, options) });
  }, [lang, navigate]);
  return null;
}

/**
 * What every page has: its language. Parts built with antd or TanStack Query bring their own scope with them
 * (lib/antd/antd-scope.tsx, lib/query/query-scope.tsx), so public pages load neither.
 */
export function AppProviders({ lang, children }: { lang: Lang; children: ReactNode }) {
  // Set during render too, so calls fired by children's first effects already speak the right language.
  if (typeof window !== 'undefined') bindUi({ lang });
  return (
    <I18nProvider lang={lang}>
      <UiBinder lang={lang} />
      {children}
    </I18nProvider>
  );
}
