import '../../../styles/cards.css';
import { PAGES, COURSE_LEVEL_LABELS, COURSE_LEVELS } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FilterBar, FilterSearch, FilterSelect } from '../../../components/filter-bar';
import { PageHero } from '../../../components/page-hero';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/pagination';
import { COURSE_PAGE_SIZE } from '../college';
import { CourseCard } from '../../../components/course-card';
import { useRootData } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { labelOf, localText } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import type { CollegePageData } from '../college-pages.server';

export function crumbs(lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    { label: translate(lang, 'nav.serviceSupport') },
    { label: translate(lang, 'corporate.college.title') },
  ];
}

export function CollegePage({ data: loaderData }: { data: CollegePageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { filters, list, page, failed } = loaderData;
  return (
    <div className="cs-page" data-testid="college-page">
      <PageHero title={t('corporate.college.title')} lead={t('corporate.college.lead')} crumbs={crumbs(lang)} />
      <div className="cs-container">
        <FilterBar label={t('corporate.college.searchLabel')} testId="college-filters">
          <FilterSearch
            label={t('corporate.college.keyword')}
            value={filters.q}
            placeholder={t('corporate.college.placeholder')}
          />
          <FilterSelect
            name="category"
            label={t('corporate.college.category')}
            value={filters.category}
            options={list.categoryOptions.map((c) => ({ value: c.value, label: localText(c.value, c.nameEn, lang) }))}
          />
          <FilterSelect
            name="level"
            label={t('corporate.college.level')}
            value={filters.level}
            options={COURSE_LEVELS.map((l) => ({ value: l, label: labelOf(COURSE_LEVEL_LABELS, l, lang) }))}
          />
        </FilterBar>
        <p className="cs-toolbar__count" role="status">
          {t('corporate.common.resultCount', { count: list.totalCount })}
        </p>
        {failed && <Alert type="error" showIcon title={t('corporate.common.unavailable')} />}
        {list.items.length === 0 && !failed ? (
          <div className="cs-empty">{t('corporate.college.empty')}</div>
        ) : (
          <ul className="cs-card-grid">
            {list.items.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} lang={lang} />
              </li>
            ))}
          </ul>
        )}
        <Pagination total={list.totalCount} pageSize={COURSE_PAGE_SIZE} page={page} />
      </div>
    </div>
  );
}
