import '../../../styles/cards.css';
import { EnvironmentOutlined, TeamOutlined } from '../../../components/icons';
import { EMPLOYMENT_TYPE_LABELS, type JobListItem, jobHref } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { LocalDate } from '../../../components/local-date';
import type { Lang } from '../../../lib/i18n';
import { labelOf, localText } from '../../../lib/labels';

export function JobFacts({ job, lang }: { job: JobListItem; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <ul className="cs-job-facts">
      <li>
        <TeamOutlined aria-hidden="true" /> {localText(job.department, job.departmentEn, lang)}
      </li>
      <li>
        <EnvironmentOutlined aria-hidden="true" /> {localText(job.city, job.cityEn, lang)}
      </li>
      <li>{labelOf(EMPLOYMENT_TYPE_LABELS, job.employmentType, lang)}</li>
      {job.experience && <li>{localText(job.experience, job.experienceEn, lang)}</li>}
      {job.education && <li>{localText(job.education, job.educationEn, lang)}</li>}
      <li>{t('corporate.career.headcount', { count: job.headcount })}</li>
    </ul>
  );
}

export function JobCard({ job, lang }: { job: JobListItem; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <article className="cs-job" data-testid="job-card">
      <div className="cs-job__main">
        <h2 className="cs-job__title">
          <Link to={jobHref(job.id)}>{localText(job.title, job.titleEn, lang)}</Link>
        </h2>
        <JobFacts job={job} lang={lang} />
        {job.summary && <p className="cs-card__text">{localText(job.summary, job.summaryEn, lang)}</p>}
      </div>
      <div className="cs-job__side">
        {job.salaryRange && (
          <span className="cs-job__salary">{localText(job.salaryRange, job.salaryRangeEn, lang)}</span>
        )}
        <span className="cs-muted">
          {t('corporate.career.posted')} <LocalDate iso={job.publishTime} lang={lang} />
        </span>
        {job.closeTime && (
          <span className="cs-muted">
            {t('corporate.career.closes')} <LocalDate iso={job.closeTime} lang={lang} />
          </span>
        )}
      </div>
    </article>
  );
}
