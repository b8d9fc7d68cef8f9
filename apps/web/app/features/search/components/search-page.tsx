import { PAGES, SEARCH_KIND_LABELS, searchHref } from '@clearsight/contracts';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { FilterBar, FilterSearch } from '../../../components/filter-bar';
import { PageHero } from '../../../components/page-hero';
import { Pagination } from '../../../components/pagination';
import { SearchHit } from './search-hit';
import { SEARCH_PAGE_SIZE } from '../search';
import { useRootData } from '../../../lib/site-config';
import { messagesFor, translate, type Lang } from '../../../lib/i18n';
import { labelOf } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import type { SearchPageData } from '../search-pages.server';

export function crumbs(lang: Lang): Crumb[] {
  return [{ label: translate(lang, 'nav.home'), to: PAGES.home }, { label: translate(lang, 'corporate.search.title') }];
}

export function SearchPage({ data: loaderData }: { data: SearchPageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { q, kind, page, result, failed } = loaderData;
  const suggestions = messagesFor(lang).corporate.search.suggestions;
  const group = kind && result ? result.groups.find((g) => g.kind === kind) : undefined;

  return (
    <div className="cs-page" data-testid="search-page">
      <PageHero
        title={q ? t('corporate.search.titleFor', { q }) : t('corporate.search.title')}
        lead={t('corporate.search.lead')}
        crumbs={crumbs(lang)}
      />
      <div className="cs-container cs-narrow">
        <FilterBar label={t('corporate.search.title')} testId="search-form">
          {kind && <input type="hidden" name="kind" value={kind} />}
          <FilterSearch label={t('corporate.search.label')} value={q} placeholder={t('corporate.search.placeholder')} />
        </FilterBar>

        {!q && (
          <div className="cs-panel">
            <h2>{t('corporate.search.popular')}</h2>
            <ul className="cs-chips cs-gap">
              {suggestions.map((s) => (
                <li key={s}>
                  <Link to={searchHref(s)} className="cs-chip">
                    {s}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {failed && <Alert type="error" showIcon title={t('corporate.common.unavailable')} />}

        {result && (
          <>
            <nav aria-label={t('corporate.search.kinds')}>
              <ul className="cs-tabs" data-testid="search-kinds">
                <li>
                  <Link to={searchHref(q)} aria-current={!kind ? 'page' : undefined}>
                    {t('corporate.common.all')}
                  </Link>
                </li>
                {result.groups.map((g) => (
                  <li key={g.kind}>
                    <Link to={searchHref(q, g.kind)} aria-current={kind === g.kind ? 'page' : undefined}>
                      {labelOf(SEARCH_KIND_LABELS, g.kind, lang)} <span className="cs-tabs__count">{g.totalCount}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <p className="cs-toolbar__count cs-gap" role="status" data-testid="search-total">
              {t('corporate.search.total', { count: group ? group.totalCount : result.totalCount, q })}
            </p>
            {result.totalCount === 0 ? (
              <div className="cs-empty">
                <p>{t('corporate.search.none', { q })}</p>
                <p>{t('corporate.search.noneHint')}</p>
              </div>
            ) : kind ? (
              <section className="cs-search-group" aria-labelledby="group-title">
                <h2 id="group-title" className="cs-visually-hidden">
                  {labelOf(SEARCH_KIND_LABELS, kind, lang)}
                </h2>
                {group?.items.map((hit) => (
                  <SearchHit key={`${hit.kind}-${hit.id}`} hit={hit} terms={result.terms} lang={lang} />
                ))}
                <Pagination total={group?.totalCount ?? 0} pageSize={SEARCH_PAGE_SIZE} page={page} />
              </section>
            ) : (
              result.groups.map((g) => (
                <section
                  key={g.kind}
                  className="cs-search-group"
                  aria-labelledby={`group-${g.kind}`}
                  data-testid="search-group"
                  data-kind={g.kind}
                >
                  <header className="cs-search-group__head">
                    <h2 id={`group-${g.kind}`}>
                      {labelOf(SEARCH_KIND_LABELS, g.kind, lang)} <span className="cs-muted">({g.totalCount})</span>
                    </h2>
                    {g.totalCount > g.items.length && (
                      <Link to={searchHref(q, g.kind)}>{t('corporate.search.moreOf', { count: g.totalCount })}</Link>
                    )}
                  </header>
                  {g.items.map((hit) => (
                    <SearchHit key={`${hit.kind}-${hit.id}`} hit={hit} terms={result.terms} lang={lang} />
                  ))}
                </section>
              ))
            )}
          </>
        )}
      </div>
    </div>
  );
}
