import { PAGES } from '@clearsight/contracts';
import { SearchOutlined } from '../../components/icons';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Form, useLocation, useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import './header-search.css';

/**
 * The header's search box: a GET form to the site search (`/search?q=`), or to the board's topic search
 * on forum pages (docs/product.md). Works without JavaScript; phones get an icon linking to the search page.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const forum = pathname.startsWith(PAGES.forum);
  const action = forum ? pathname : PAGES.search;
  const current = pathname === PAGES.search || forum ? (params.get('q') ?? '') : '';
  return (
    <>
      <Form
        method="get"
        action={action}
        role="search"
        aria-label={forum ? t('corporate.search.forumLabel') : t('corporate.search.label')}
        className="cs-header-search"
        data-testid="header-search"
      >
        <label htmlFor="header-search-q" className="cs-visually-hidden">
          {forum ? t('corporate.search.forumLabel') : t('corporate.search.label')}
        </label>
        <input
          key={`${pathname}?${current}`}
          id="header-search-q"
          type="search"
          name="q"
          defaultValue={current}
          placeholder={forum ? t('corporate.search.forumPlaceholder') : t('corporate.search.headerPlaceholder')}
          maxLength={100}
          enterKeyHint="search"
        />
        <button type="submit" aria-label={t('corporate.common.search')}>
          <SearchOutlined aria-hidden="true" />
        </button>
      </Form>
      <Link
        to={PAGES.search}
        className="cs-icon-button cs-header-search__icon"
        aria-label={t('corporate.search.title')}
      >
        <SearchOutlined aria-hidden="true" />
      </Link>
    </>
  );
}
