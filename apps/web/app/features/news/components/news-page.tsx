import '../../../styles/cards.css';
import { PAGES, NEWS_CATEGORY_LABELS, newsFeedHref, newsListHref, NEWS_CATEGORIES } from '@clearsight/contracts';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { FilterBar, FilterSearch } from '../../../components/filter-bar';
import { PageHero } from '../../../components/page-hero';
import { FeedLink } from '../../../components/feed-link';
import { Pagination } from '../../../components/pagination';
import { NewsCard } from '../../../components/news-card';
import { NEWS_PAGE_SIZE } from '../news';
import { useRootData } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { labelOf } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import type { NewsPageData } from '../news-pages.server';

export function crumbs(lang: Lang): Crumb[] {
  return [{ label: translate(lang, 'nav.home'), to: PAGES.home }, { label: translate(lang, 'nav.news') }];
}

export function NewsPage({ data: loaderData }: { data: NewsPageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { filters, list, page, failed } = loaderData;
  const tabHref = (category?: string) => {
    return newsListHref({ category, q: filters.q });
  };

  return (
    <div className="cs-page" data-testid="news-page">
      <PageHero title={t('nav.news')} lead={t('corporate.news.lead')} crumbs={crumbs(lang)} />
      <div className="cs-container cs-narrow">
        <nav aria-label={t('corporate.news.categories')}>
          <ul className="cs-tabs" data-testid="news-categories">
            <li>
              <Link to={tabHref()} aria-current={!filters.category ? 'page' : undefined}>
                {t('corporate.common.all')}
              </Link>
            </li>
            {NEWS_CATEGORIES.map((c) => (
              <li key={c}>
                <Link to={tabHref(c)} aria-current={filters.category === c ? 'page' : undefined}>
                  {labelOf(NEWS_CATEGORY_LABELS, c, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FilterBar label={t('corporate.news.searchLabel')} testId="news-search">
          {filters.category && <input type="hidden" name="category" value={filters.category} />}
          <FilterSearch
            label={t('corporate.news.keyword')}
            value={filters.q}
            placeholder={t('corporate.news.placeholder')}
          />
        </FilterBar>
        <p className="cs-toolbar__count" role="status">
          {t('corporate.common.resultCount', { count: list.totalCount })}
        </p>
        <FeedLink href={newsFeedHref(lang)} label={t('corporate.news.subscribe')} title={t('corporate.news.feed')} />
        {failed && <Alert type="error" showIcon title={t('corporate.common.unavailable')} />}
        {list.items.length === 0 && !failed ? (
          <div className="cs-empty">{t('corporate.news.empty')}</div>
        ) : (
          <ul className="cs-news-list">
            {list.items.map((item, i) => (
              <li key={item.id}>
                <NewsCard item={item} lang={lang} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
        <Pagination total={list.totalCount} pageSize={NEWS_PAGE_SIZE} page={page} />
      </div>
    </div>
  );
}
