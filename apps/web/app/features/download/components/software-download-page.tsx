import { PAGES, SOFTWARE_CATEGORY_LABELS, SOFTWARE_CATEGORIES, OPERATING_SYSTEMS } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FilterBar, FilterSearch, FilterSelect } from '../../../components/filter-bar';
import { PageHero } from '../../../components/page-hero';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/pagination';
import { SoftwareCard } from './software-card';
import { SOFTWARE_PAGE_SIZE } from '../download';
import { useRootData } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { labelOf, localName } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import { useCatalogMenu } from '../../../lib/catalog-menu';
import type { SoftwareDownloadPageData } from '../download-pages.server';

export function crumbs(lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    { label: translate(lang, 'nav.serviceSupport') },
    { label: translate(lang, 'corporate.download.softwareTitle') },
  ];
}

export function SoftwareDownloadPage({ data: loaderData }: { data: SoftwareDownloadPageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const catalog = useCatalogMenu();
  const { filters, list, page, expanded, failed } = loaderData;

  return (
    <div className="cs-page" data-testid="software-page">
      <PageHero
        title={t('corporate.download.softwareTitle')}
        lead={t('corporate.download.softwareLead')}
        crumbs={crumbs(lang)}
      />
      <div className="cs-container">
        <FilterBar label={t('corporate.download.softwareTitle')} testId="software-filters">
          <FilterSearch
            label={t('corporate.download.keyword')}
            value={filters.q}
            placeholder={t('corporate.download.softwarePlaceholder')}
          />
          <FilterSelect
            name="category"
            label={t('corporate.download.category')}
            value={filters.category}
            options={SOFTWARE_CATEGORIES.map((c) => ({
              value: c,
              label: labelOf(SOFTWARE_CATEGORY_LABELS, c, lang),
            }))}
          />
          <FilterSelect
            name="os"
            label={t('corporate.download.os')}
            value={filters.os}
            allLabel={t('corporate.download.anyOs')}
            options={OPERATING_SYSTEMS.filter((o) => o !== 'any').map((o) => ({
              value: o,
              label: t(`corporate.download.osNames.${o}`),
            }))}
          />
          <FilterSelect
            name="productTypeId"
            label={t('corporate.download.productType')}
            value={filters.productTypeId}
            options={catalog.productTypes.map((p) => ({ value: p.id, label: localName(p, lang) }))}
          />
        </FilterBar>

        <p className="cs-toolbar__count" role="status">
          {t('corporate.common.resultCount', { count: list.totalCount })}
        </p>
        {failed && <Alert type="error" showIcon title={t('corporate.common.unavailable')} />}
        {list.items.length === 0 && !failed ? (
          <div className="cs-empty">{t('corporate.download.noSoftware')}</div>
        ) : (
          <div className="cs-software-list">
            {list.items.map((pkg) => (
              <SoftwareCard key={pkg.id} pkg={pkg} lang={lang} expanded={expanded?.id === pkg.id ? expanded : null} />
            ))}
          </div>
        )}
        <Pagination total={list.totalCount} pageSize={SOFTWARE_PAGE_SIZE} page={page} />
      </div>
    </div>
  );
}
