import '../../../styles/cards.css';
import { PAGES } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FilterBar, FilterSearch, FilterSelect } from '../../../components/filter-bar';
import { PageHero } from '../../../components/page-hero';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/pagination';
import { JOB_PAGE_SIZE } from '../career';
import { JobCard } from './job-card';
import { useRootData } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { localText } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import type { JobsPageData } from '../career-pages.server';

export function crumbs(lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    { label: translate(lang, 'nav.aboutUs') },
    { label: translate(lang, 'nav.joinUs') },
  ];
}

export function JobsPage({ data: loaderData }: { data: JobsPageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { filters, list, page, failed } = loaderData;
  return (
    <div className="cs-page" data-testid="jobs-page">
      <PageHero title={t('nav.joinUs')} lead={t('corporate.career.lead')} crumbs={crumbs(lang)} />
      <div className="cs-container cs-narrow">
        <FilterBar label={t('corporate.career.searchLabel')} testId="job-filters">
          <FilterSearch
            label={t('corporate.career.keyword')}
            value={filters.q}
            placeholder={t('corporate.career.placeholder')}
          />
          <FilterSelect
            name="department"
            label={t('corporate.career.department')}
            value={filters.department}
            options={list.departmentOptions.map((d) => ({ value: d.value, label: localText(d.value, d.nameEn, lang) }))}
          />
          <FilterSelect
            name="city"
            label={t('corporate.career.city')}
            value={filters.city}
            options={list.cityOptions.map((c) => ({ value: c.value, label: localText(c.value, c.nameEn, lang) }))}
          />
        </FilterBar>
        <p className="cs-toolbar__count" role="status">
          {t('corporate.career.openCount', { count: list.totalCount })}
        </p>
        {failed && <Alert type="error" showIcon title={t('corporate.common.unavailable')} />}
        {list.items.length === 0 && !failed ? (
          <div className="cs-empty">{t('corporate.career.empty')}</div>
        ) : (
          <ul className="cs-news-list">
            {list.items.map((job) => (
              <li key={job.id}>
                <JobCard job={job} lang={lang} />
              </li>
            ))}
          </ul>
        )}
        <Pagination total={list.totalCount} pageSize={JOB_PAGE_SIZE} page={page} />
      </div>
    </div>
  );
}
