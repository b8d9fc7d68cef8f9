import { PAGES, type JobDetail } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LocalDate } from '../../../components/local-date';
import { PageHero } from '../../../components/page-hero';
import { Alert } from '../../../components/ui/alert';
import { RichHtml } from '../../../components/rich-html';
import { ApplicationForm } from './application-form';
import { JobFacts } from './job-card';
import { useRootData } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { localText } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import type { JobPageData } from '../career-pages.server';

export function crumbs(job: JobDetail, lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    { label: translate(lang, 'nav.joinUs'), to: PAGES.jobs },
    { label: localText(job.title, job.titleEn, lang) },
  ];
}

export function JobPage({ data: loaderData }: { data: JobPageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { job } = loaderData;
  const title = localText(job.title, job.titleEn, lang);
  return (
    <div className="cs-page" data-testid="job-page">
      <PageHero
        title={title}
        crumbs={crumbs(job, lang)}
        lead={
          job.salaryRange ? (
            <span className="cs-job__salary cs-job__salary--hero">
              {localText(job.salaryRange, job.salaryRangeEn, lang)}
            </span>
          ) : undefined
        }
      >
        <div className="cs-hero-facts">
          <JobFacts job={job} lang={lang} />
          <p className="cs-hero-facts__dates">
            {t('corporate.career.posted')} <LocalDate iso={job.publishTime} lang={lang} />
            {job.closeTime && (
              <>
                {' · '}
                {t('corporate.career.closes')} <LocalDate iso={job.closeTime} lang={lang} />
              </>
            )}
          </p>
        </div>
      </PageHero>
      <div className="cs-container cs-job-layout">
        <div className="cs-model-body">
          {job.summary && (
            <section className="cs-panel" aria-labelledby="job-summary">
              <h2 id="job-summary">{t('corporate.career.summary')}</h2>
              <p>{localText(job.summary, job.summaryEn, lang)}</p>
            </section>
          )}
          <section className="cs-panel" aria-labelledby="job-resp">
            <h2 id="job-resp">{t('corporate.career.responsibilities')}</h2>
            <RichHtml html={localText(job.responsibilitiesHtml, job.responsibilitiesHtmlEn, lang)} />
          </section>
          <section className="cs-panel" aria-labelledby="job-req">
            <h2 id="job-req">{t('corporate.career.requirements')}</h2>
            <RichHtml html={localText(job.requirementsHtml, job.requirementsHtmlEn, lang)} />
          </section>
          {localText(job.benefitsHtml, job.benefitsHtmlEn, lang).trim() && (
            <section className="cs-panel" aria-labelledby="job-benefits">
              <h2 id="job-benefits">{t('corporate.career.benefits')}</h2>
              <RichHtml html={localText(job.benefitsHtml, job.benefitsHtmlEn, lang)} />
            </section>
          )}
        </div>
        <aside className="cs-job-apply" aria-labelledby="apply-title">
          <div className="cs-panel">
            <h2 id="apply-title">{t('corporate.career.apply')}</h2>
            {job.isOpen ? (
              <>
                <noscript>
                  <p className="cs-muted">{t('corporate.common.noscriptForm')}</p>
                </noscript>
                <ApplicationForm jobId={job.id} jobTitle={title} />
              </>
            ) : (
              <Alert type="info" showIcon title={t('corporate.career.closed')} data-testid="job-closed" />
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
