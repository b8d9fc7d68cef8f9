import '../../../styles/cards.css';
import { CloseOutlined } from '../../../components/icons';
import {
  PAGES,
  type ModelCard as ModelCardData,
  type ProductTypeDetail,
  LIFECYCLE_LABELS,
} from '@clearsight/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Form, useNavigation, useSubmit } from 'react-router';
import { Link } from '../../../components/link';
import { PageHero } from '../../../components/page-hero';
import { ModelCard } from '../../../components/model-card';
import { TypeFilters } from './type-filters';
import {
  activeFilters,
  hasActiveFilters,
  toSearchParams,
  typePageHref,
  withoutFilter,
  type ActiveFilter,
  type TypeFilterState,
} from '../filters';
import { AddToCompare } from './add-to-compare';
import { CompareBar } from './compare-bar';
import { useRootData } from '../../../lib/site-config';
import { type Lang, translate } from '../../../lib/i18n';
import { labelOf, localText } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import type { ProductTypePageData } from '../catalog-pages.server';

export function crumbsOf(detail: Pick<ProductTypeDetail, 'name' | 'nameEn'>, lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    { label: translate(lang, 'nav.products'), to: '/index#products' },
    { label: localText(detail.name, detail.nameEn, lang) },
  ];
}

function chipLabel(filter: ActiveFilter, detail: ProductTypeDetail, lang: Lang, t: (k: string) => string) {
  switch (filter.kind) {
    case 'q':
      return `${t('corporate.catalog.keyword')}: ${filter.value}`;
    case 'lifecycle':
      return labelOf(LIFECYCLE_LABELS, filter.value, lang);
    case 'value': {
      const facet = detail.filters.find((f) => f.key === filter.key);
      return `${facet ? localText(facet.name, facet.nameEn, lang) : filter.key}: ${filter.value}`;
    }
    case 'range': {
      const facet = detail.filters.find((f) => f.key === filter.key);
      const name = facet ? localText(facet.name, facet.nameEn, lang) : filter.key;
      const unit = facet?.unit ? ` ${facet.unit}` : '';
      const { min, max } = filter.range;
      if (min !== undefined && max !== undefined) return `${name}: ${min}–${max}${unit}`;
      if (min !== undefined) return `${name} ≥ ${min}${unit}`;
      return `${name} ≤ ${max}${unit}`;
    }
  }
}

function SortForm({
  typeId,
  state,
  detail,
  lang,
}: {
  typeId: string;
  state: TypeFilterState;
  detail: ProductTypeDetail;
  lang: Lang;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const keep = toSearchParams({ ...state, sort: 'default', order: 'asc' });
  return (
    <Form method="get" className="cs-sort" preventScrollReset>
      <input type="hidden" name="id" value={typeId} />
      {[...keep].map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort-by">{t('corporate.catalog.sortBy')}</label>
      <select
        id="sort-by"
        name="sort"
        className="cs-select"
        defaultValue={state.sort}
        onChange={(e) => void submit(e.currentTarget.form, { preventScrollReset: true, replace: true })}
        data-testid="sort-select"
      >
        {detail.sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {localText(option.name, option.nameEn, lang)}
          </option>
        ))}
      </select>
      <label htmlFor="sort-order" className="cs-visually-hidden">
        {t('corporate.catalog.order')}
      </label>
      <select
        id="sort-order"
        name="order"
        className="cs-select"
        defaultValue={state.order}
        onChange={(e) => void submit(e.currentTarget.form, { preventScrollReset: true, replace: true })}
      >
        <option value="asc">{t('corporate.catalog.asc')}</option>
        <option value="desc">{t('corporate.catalog.desc')}</option>
      </select>
      <noscript>
        <Button htmlType="submit" size="small">
          {t('corporate.catalog.apply')}
        </Button>
      </noscript>
    </Form>
  );
}

export function ProductTypePage({ data: loaderData }: { data: ProductTypePageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const navigation = useNavigation();
  const { detail, state, models, filterError } = loaderData;
  const filtered = hasActiveFilters(state);
  const grouped = state.sort === 'default';
  const chips = activeFilters(state);

  const compareItem = (m: ModelCardData) => ({
    id: m.id,
    modelNumber: m.modelNumber,
    name: m.name,
    nameEn: m.nameEn,
    imageUrl: m.imageUrl,
    productTypeId: m.productTypeId,
  });
  // The first card's picture is the largest thing on a phone's first screen: never lazy.
  const firstShown = grouped
    ? detail.series.map((s) => models.items.find((m) => m.seriesId === s.id)).find((m) => m !== undefined)
    : models.items[0];
  const card = (m: ModelCardData, showSeries: boolean, headingLevel: 2 | 3) => (
    <li key={m.id}>
      <ModelCard
        model={m}
        lang={lang}
        showSeries={showSeries}
        headingLevel={headingLevel}
        priority={m.id === firstShown?.id}
        actions={<AddToCompare item={compareItem(m)} size="small" block />}
      />
    </li>
  );

  return (
    <div className="cs-page cs-type-page" data-testid="product-type-page">
      <PageHero
        title={localText(detail.name, detail.nameEn, lang)}
        lead={localText(detail.description, detail.descriptionEn, lang)}
        crumbs={crumbsOf(detail, lang)}
        image={detail.imageUrl}
      >
        {detail.series.length > 0 && (
          <nav className="cs-series-nav" aria-label={t('corporate.catalog.seriesNav')}>
            <ul>
              {detail.series.map((s) => (
                <li key={s.id}>
                  <a href={`#series-${s.id}`}>
                    {localText(s.name, s.nameEn, lang)} <span className="cs-series-nav__count">{s.modelCount}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </PageHero>

      <div className="cs-container cs-catalog">
        <aside className="cs-catalog__side" aria-label={t('corporate.catalog.filters')}>
          <TypeFilters typeId={detail.id} facets={detail.filters} state={state} lang={lang} />
        </aside>

        <div className="cs-catalog__main" aria-busy={navigation.state === 'loading'}>
          <div className="cs-toolbar">
            <p className="cs-toolbar__count" role="status" data-testid="result-count">
              {filtered
                ? t('corporate.catalog.resultCount', { count: models.totalCount, total: detail.modelCount })
                : t('corporate.catalog.modelCount', { count: detail.modelCount })}
            </p>
            <SortForm typeId={detail.id} state={state} detail={detail} lang={lang} />
          </div>

          {chips.length > 0 && (
            <ul className="cs-chips" aria-label={t('corporate.catalog.activeFilters')}>
              {chips.map((chip, i) => {
                const label = chipLabel(chip, detail, lang, (k) => t(k));
                return (
                  <li key={i}>
                    <Link
                      to={typePageHref(detail.id, withoutFilter(state, chip))}
                      preventScrollReset
                      className="cs-chip"
                      aria-label={t('corporate.catalog.removeFilter', { filter: label })}
                    >
                      {label} <CloseOutlined aria-hidden="true" />
                    </Link>
                  </li>
                );
              })}
              <li>
                <Link
                  to={typePageHref(detail.id, { ...state, q: undefined, lifecycle: undefined, values: {}, ranges: {} })}
                  preventScrollReset
                  className="cs-chip cs-chip--clear"
                >
                  {t('corporate.catalog.reset')}
                </Link>
              </li>
            </ul>
          )}

          {filterError && (
            <Alert type="warning" showIcon title={t('corporate.catalog.filterError')} className="cs-gap" />
          )}

          {models.items.length === 0 ? (
            <div className="cs-empty" data-testid="no-models">
              <p>{filtered ? t('corporate.catalog.noMatch') : t('corporate.catalog.noModels')}</p>
              {filtered && (
                <Link to={typePageHref(detail.id, { sort: 'default', order: 'asc', values: {}, ranges: {} })}>
                  {t('corporate.catalog.reset')}
                </Link>
              )}
            </div>
          ) : grouped ? (
            detail.series.map((series) => {
              const items = models.items.filter((m) => m.seriesId === series.id);
              if (filtered && items.length === 0) return null;
              return (
                <section
                  key={series.id}
                  id={`series-${series.id}`}
                  className="cs-series"
                  aria-labelledby={`series-title-${series.id}`}
                  data-testid="series-section"
                >
                  <header className="cs-series__head">
                    <h2 id={`series-title-${series.id}`}>
                      {localText(series.name, series.nameEn, lang)}
                      {series.isFlagship && (
                        <span className="cs-tag cs-tag--flagship">{t('corporate.catalog.flagship')}</span>
                      )}
                    </h2>
                    {series.description && <p>{localText(series.description, series.descriptionEn, lang)}</p>}
                  </header>
                  {items.length === 0 ? (
                    <p className="cs-muted">{t('corporate.catalog.seriesEmpty')}</p>
                  ) : (
                    <ul className="cs-model-grid">{items.map((m) => card(m, false, 3))}</ul>
                  )}
                </section>
              );
            })
          ) : (
            <section aria-label={t('corporate.catalog.sortedResults')}>
              <ul className="cs-model-grid">{models.items.map((m) => card(m, true, 2))}</ul>
            </section>
          )}
        </div>
      </div>
      <CompareBar lang={lang} />
    </div>
  );
}
