import { GlobalOutlined } from '../../components/icons';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation, useRevalidator } from 'react-router';
import { langCookie, loadAreasLike, type Lang } from '../../lib/i18n';
import { useRootData } from '../../lib/site-config';

/**
 * Two languages, so one link to the other. The link works without JavaScript (the root loader reads
 * `?lang=`, sets the cookie and redirects back); with JavaScript the cookie is set here and the page data
 * reloaded in place (once its strings are loaded), so the server and the client keep rendering the same language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const location = useLocation();
  const revalidator = useRevalidator();
  const other: Lang = lang === 'en' ? 'zh-CN' : 'en';
  const search = new URLSearchParams(location.search);
  search.set('lang', other);

  return (
    <a
      href={`${location.pathname}?${search.toString()}`}
      className={['cs-lang', className].filter(Boolean).join(' ')}
      hrefLang={other}
      lang={other}
      title={t('header.language')}
      data-testid="language-switch"
      onClick={(event) => {
        event.preventDefault();
        // The other language's strings are chunks of their own: fetched before the page switches to them.
        void loadAreasLike(lang, other).then(() => {
          document.cookie = langCookie(other);
          return revalidator.revalidate();
        });
      }}
    >
      <GlobalOutlined />
      <span>{t(`language.${other}`)}</span>
    </a>
  );
}
