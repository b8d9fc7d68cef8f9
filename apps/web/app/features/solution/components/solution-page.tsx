import { PAGES, DOCUMENT_TYPE_LABELS, type SolutionDetail, solutionTypeHref } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ButtonLink } from '../../../components/button-link';
import { DownloadLink } from '../../../components/download-link';
import { PageHero } from '../../../components/page-hero';
import { RichHtml } from '../../../components/rich-html';
import { ModelMini } from '../../../components/model-card';
import { useRootData } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { formatBytes, labelOf, localText } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import type { SolutionPageData } from '../solution-pages.server';

export function crumbs(solution: SolutionDetail, lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    {
      label: localText(solution.solutionType.name, solution.solutionType.nameEn, lang),
      to: solutionTypeHref(solution.solutionType.id),
    },
    { label: localText(solution.title, solution.titleEn, lang) },
  ];
}

export function SolutionPage({ data: loaderData }: { data: SolutionPageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { solution } = loaderData;
  const sections = [
    {
      id: 'challenge',
      title: t('corporate.solution.challenge'),
      html: localText(solution.challengeHtml, solution.challengeHtmlEn, lang),
    },
    {
      id: 'approach',
      title: t('corporate.solution.approach'),
      html: localText(solution.approachHtml, solution.approachHtmlEn, lang),
    },
    {
      id: 'results',
      title: t('corporate.solution.results'),
      html: localText(solution.resultsHtml, solution.resultsHtmlEn, lang),
    },
  ].filter((s) => s.html.trim());

  return (
    <div className="cs-page" data-testid="solution-page">
      <PageHero
        eyebrow={localText(solution.solutionType.name, solution.solutionType.nameEn, lang)}
        title={localText(solution.title, solution.titleEn, lang)}
        lead={localText(solution.summary, solution.summaryEn, lang)}
        crumbs={crumbs(solution, lang)}
        image={solution.coverUrl}
      >
        {solution.highlights.length > 0 && (
          <dl className="cs-highlights" data-testid="solution-highlights">
            {solution.highlights.map((h) => (
              <div key={h.label}>
                <dd>{localText(h.value, h.valueEn, lang)}</dd>
                <dt>{localText(h.label, h.labelEn, lang)}</dt>
              </div>
            ))}
          </dl>
        )}
      </PageHero>
      <div className="cs-container cs-job-layout">
        <div className="cs-model-body">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} className="cs-panel cs-solution-step" aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>
                <span className="cs-solution-step__n" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {s.title}
              </h2>
              <RichHtml html={s.html} />
            </section>
          ))}
          {solution.caseStudies.length > 0 && (
            <section className="cs-panel" aria-labelledby="cases-title">
              <h2 id="cases-title">{t('corporate.solution.cases')}</h2>
              <ul className="cs-cases">
                {solution.caseStudies.map((c, i) => (
                  <li key={`${c.title}-${i}`} className="cs-case">
                    {c.imageUrl && <img src={c.imageUrl} alt="" width={160} height={100} loading="lazy" />}
                    <div>
                      <p className="cs-case__customer">{localText(c.customer, c.customerEn, lang)}</p>
                      <h3>{localText(c.title, c.titleEn, lang)}</h3>
                      {c.summary && <p>{localText(c.summary, c.summaryEn, lang)}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="cs-model-body cs-solution-side">
          {solution.products.length > 0 && (
            <section className="cs-panel" aria-labelledby="products-title">
              <h2 id="products-title">{t('corporate.solution.products')}</h2>
              <ul className="cs-mini-list" data-testid="solution-products">
                {solution.products.map((p) => (
                  <li key={p.id}>
                    <ModelMini model={p} lang={lang} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {solution.downloads.length > 0 && (
            <section className="cs-panel" aria-labelledby="sol-downloads-title">
              <h2 id="sol-downloads-title">{t('corporate.solution.downloads')}</h2>
              <ul className="cs-download-list">
                {solution.downloads.map((d) => (
                  <li key={d.id}>
                    <div>
                      <span className="cs-table__title">{localText(d.title, d.titleEn, lang)}</span>
                      <span className="cs-table__sub">
                        {labelOf(DOCUMENT_TYPE_LABELS, d.docType, lang)} · {formatBytes(d.size)}
                      </span>
                    </div>
                    <DownloadLink
                      url={d.downloadUrl}
                      fileName={d.title}
                      membersOnly={d.membersOnly}
                      size="small"
                      type="default"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="cs-panel cs-solution-cta">
            <h2>{t('corporate.solution.ctaTitle')}</h2>
            <p>{t('corporate.solution.ctaText')}</p>
            <ButtonLink to={PAGES.contactSales} type="primary" block>
              {t('corporate.lead.salesTitle')}
            </ButtonLink>
          </div>
        </aside>
      </div>
    </div>
  );
}
