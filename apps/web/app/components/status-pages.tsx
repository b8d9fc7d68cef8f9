import { HomeOutlined, ReloadOutlined, SearchOutlined } from './icons';
import { PAGES, productTypeHref } from '@clearsight/contracts';
import { Button } from './ui/button';
import { useTranslation } from '../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from './link';
import { useCatalogMenu } from '../lib/catalog-menu';
import { localName } from '../lib/labels';
import { useRootData } from '../lib/site-config';
import { ButtonLink } from './button-link';

/** The text 404, "page not found", a hint to check the URL and refresh, a link back to /index. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { lang } = useRootData();
  const types = useCatalogMenu().productTypes;
  const here = location.pathname + location.search;

  return (
    <div className="cs-container cs-status-page" data-testid="not-found">
      <div className="cs-status-page__code" aria-hidden="true">
        {t('notFound.code')}
      </div>
      <h1 className="cs-status-page__title">
        <span className="cs-visually-hidden">404 </span>
        {t('notFound.title')}
      </h1>
      <p className="cs-status-page__hint">{t('notFound.hint')}</p>
      <div className="cs-status-page__actions">
        <ButtonLink to={PAGES.home} type="primary" size="large" icon={<HomeOutlined />} data-testid="not-found-home">
          {t('notFound.backHome')}
        </ButtonLink>
        {/* A plain link reloads the page from the server, with or without JavaScript. */}
        <Button href={here} size="large" icon={<ReloadOutlined />} data-testid="not-found-refresh">
          {t('notFound.refresh')}
        </Button>
      </div>
      <form
        method="get"
        action={PAGES.search}
        role="search"
        aria-label={t('corporate.search.title')}
        className="cs-status-page__search"
        data-testid="not-found-search"
        style={{ display: 'flex', gap: 8, maxWidth: 520, margin: '32px auto 0' }}
      >
        <label htmlFor="not-found-q" className="cs-visually-hidden">
          {t('corporate.search.label')}
        </label>
        <span className="cs-input-affix">
          <SearchOutlined aria-hidden />
          <input
            id="not-found-q"
            name="q"
            type="search"
            className="cs-input cs-input--large"
            maxLength={100}
            placeholder={t('corporate.search.headerPlaceholder')}
          />
        </span>
        <Button htmlType="submit" size="large" type="primary">
          {t('corporate.common.search')}
        </Button>
      </form>
      {types.length > 0 && (
        <nav className="cs-status-page__suggest" aria-label={t('notFound.suggestions')}>
          <h2>{t('notFound.suggestions')}</h2>
          <ul>
            {types.map((type) => (
              <li key={type.id}>
                <Link to={productTypeHref(type.id)}>{localName(type, lang)}</Link>
              </li>
            ))}
            <li>
              <Link to={PAGES.softwareDownload}>{t('nav.softwareDownload')}</Link>
            </li>
            <li>
              <Link to={PAGES.news}>{t('nav.news')}</Link>
            </li>
            <li>
              <Link to={PAGES.forum}>{t('nav.forum')}</Link>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

/** Anything that is not a missing page: a plain apology and the way home. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="cs-container cs-status-page" data-testid="error-page">
      <div className="cs-status-page__code" aria-hidden="true">
        500
      </div>
      <h1 className="cs-status-page__title">{t('error.title')}</h1>
      <p className="cs-status-page__hint">{t('error.hint')}</p>
      <div className="cs-status-page__actions">
        <ButtonLink to={PAGES.home} type="primary" size="large" icon={<HomeOutlined />}>
          {t('notFound.backHome')}
        </ButtonLink>
      </div>
    </div>
  );
}
