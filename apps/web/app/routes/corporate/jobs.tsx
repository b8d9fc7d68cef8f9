import '../../styles/corporate.css';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterSearch, FilterSelect } from '../../components/filter-bar';
import { PageHero } from '../../components/page-hero';
import { Pagination } from '../../components/pagination';
import { RouteErrorBoundary } from '../../components/route-error';
import { JOB_PAGE_SIZE } from '../../features/career/career';
import { loadJobs } from '../../features/career/career-pages.server';
import { JobCard } from '../../features/career/components/job-card';
import { useRootData } from '../../lib/site-config';
import { translate, type Lang } from '../../lib/i18n';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd, type Crumb } from '../../lib/seo';
import type { Route } from './+types/jobs';

export const loader = ({ context, request }: Route.LoaderArgs) => loadJobs(context, request);

function crumbs(lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: '/index' },
    { label: translate(lang, 'nav.aboutUs') },
    { label: translate(lang, 'nav.joinUs') },
  ];
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      matches,
      location,
      titleKey: 'nav.joinUs',
      descriptionKey: 'corporate.career.lead',
      canonicalQuery: ['department', 'city'],
    }),
    breadcrumbLd(root.origin, crumbs(root.lang)),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function JobsPage({ loaderData }: Route.ComponentProps) {
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
            options={list.departments.map((d) => ({ value: d, label: d }))}
          />
          <FilterSelect
            name="city"
            label={t('corporate.career.city')}
            value={filters.city}
            options={list.cities.map((c) => ({ value: c, label: c }))}
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
