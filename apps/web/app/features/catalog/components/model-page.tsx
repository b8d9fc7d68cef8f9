import { CustomerServiceOutlined, FileSearchOutlined } from '../../../components/icons';
import {
  PAGES,
  type ModelDetail,
  productSeriesHref,
  productTypeHref,
  contactSalesHref,
  modelHref,
  documentDownloadHref,
} from '@clearsight/contracts';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ButtonLink } from '../../../components/button-link';
import { RichHtml } from '../../../components/rich-html';
import { Gallery } from './gallery';
import { LifecycleBadge } from '../../../components/lifecycle-badge';
import { ModelMini } from '../../../components/model-card';
import { ModelDownloads } from './model-downloads';
import { ModelQuestions } from './model-questions';
import { SpecTable } from './spec-table';
import { AddToCompare } from './add-to-compare';
import { CompareBar } from './compare-bar';
import { useRootData } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { localText } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import type { ModelPageData } from '../catalog-pages.server';

export function crumbsOf(model: ModelDetail, lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    {
      label: localText(model.productType.name, model.productType.nameEn, lang),
      to: productTypeHref(model.productType.id),
    },
    {
      label: localText(model.series.name, model.series.nameEn, lang),
      to: productSeriesHref(model.productType.id, model.series.id),
    },
    { label: model.modelNumber },
  ];
}

export const AVAILABILITY: Record<ModelDetail['lifecycle'], string> = {
  new: 'https://schema.org/PreOrder',
  active: 'https://schema.org/InStock',
  nrnd: 'https://schema.org/LimitedAvailability',
  discontinued: 'https://schema.org/Discontinued',
};

export function ModelPage({ data: loaderData }: { data: ModelPageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { model, questions } = loaderData;
  const name = localText(model.name, model.nameEn, lang);
  const summary = localText(model.summary, model.summaryEn, lang);
  const descriptionHtml = localText(model.descriptionHtml, model.descriptionHtmlEn, lang);
  const keySpecs = model.specs;

  return (
    <div className="cs-page cs-model-page" data-testid="model-page">
      <div className="cs-container">
        <Breadcrumbs items={crumbsOf(model, lang)} />
        <div className="cs-model-hero">
          <Gallery images={model.images} alt={`${model.modelNumber} ${name}`} />
          <div className="cs-model-hero__info">
            <div className="cs-model-hero__badges">
              <LifecycleBadge status={model.lifecycle} lang={lang} />
              <Link to={productSeriesHref(model.productType.id, model.series.id)} className="cs-model-hero__series">
                {localText(model.series.name, model.series.nameEn, lang)}
              </Link>
            </div>
            <h1 className="cs-model-hero__title">
              <span className="cs-model-hero__number" data-testid="model-number">
                {model.modelNumber}
              </span>
              <span className="cs-model-hero__name">{name}</span>
            </h1>
            {summary && <p className="cs-model-hero__summary">{summary}</p>}

            {(model.lifecycle === 'discontinued' || model.lifecycle === 'nrnd') && (
              <Alert
                type={model.lifecycle === 'discontinued' ? 'error' : 'warning'}
                showIcon
                className="cs-gap"
                data-testid="lifecycle-notice"
                title={
                  model.lifecycle === 'discontinued'
                    ? t('corporate.catalog.discontinuedNotice')
                    : t('corporate.catalog.nrndNotice')
                }
                description={
                  model.successor ? (
                    <span>
                      {t('corporate.catalog.successor')}{' '}
                      <Link to={modelHref(model.successor.id)} data-testid="successor-link">
                        {model.successor.modelNumber} {localText(model.successor.name, model.successor.nameEn, lang)}
                      </Link>
                    </span>
                  ) : (
                    t('corporate.catalog.askSales')
                  )
                }
              />
            )}

            <dl className="cs-model-hero__facts">
              {keySpecs.slice(0, 6).map((spec) => (
                <div key={spec.key}>
                  <dt>{localText(spec.name, spec.nameEn, lang)}</dt>
                  <dd>{spec.unit ? `${spec.value} ${spec.unit}` : spec.value}</dd>
                </div>
              ))}
            </dl>

            <div className="cs-model-hero__actions">
              <ButtonLink
                to={contactSalesHref(model.id)}
                type="primary"
                size="large"
                icon={<CustomerServiceOutlined />}
                data-testid="contact-sales-model"
              >
                {t('corporate.catalog.contactSales')}
              </ButtonLink>
              <AddToCompare
                size="large"
                item={{
                  id: model.id,
                  modelNumber: model.modelNumber,
                  name: model.name,
                  nameEn: model.nameEn,
                  imageUrl: model.images[0]?.url ?? null,
                  productTypeId: model.productType.id,
                }}
              />
              {model.downloads.length > 0 && (
                <ButtonLink to="#downloads" size="large" type="link" icon={<FileSearchOutlined />}>
                  {t('corporate.catalog.downloadsCount', { count: model.downloads.length })}
                </ButtonLink>
              )}
            </div>
          </div>
        </div>

        <nav className="cs-anchor-nav" aria-label={t('corporate.common.onThisPage')}>
          <ul>
            <li>
              <a href="#specs">{t('corporate.catalog.specs')}</a>
            </li>
            {descriptionHtml.trim() && (
              <li>
                <a href="#overview">{t('corporate.catalog.overview')}</a>
              </li>
            )}
            <li>
              <a href="#downloads">{t('corporate.catalog.downloads')}</a>
            </li>
            <li>
              <a href="#questions">{t('corporate.catalog.questions')}</a>
            </li>
            {(model.related.length > 0 || model.accessories.length > 0) && (
              <li>
                <a href="#related">{t('corporate.catalog.relatedTitle')}</a>
              </li>
            )}
          </ul>
        </nav>

        <div className="cs-model-body">
          <section id="specs" className="cs-panel" aria-labelledby="specs-title">
            <h2 id="specs-title">{t('corporate.catalog.specs')}</h2>
            <SpecTable
              specs={model.specs}
              lang={lang}
              caption={`${model.modelNumber} ${t('corporate.catalog.specs')}`}
            />
          </section>

          {descriptionHtml.trim() && (
            <section id="overview" className="cs-panel" aria-labelledby="overview-title">
              <h2 id="overview-title">{t('corporate.catalog.overview')}</h2>
              <RichHtml html={descriptionHtml} />
            </section>
          )}

          <section id="downloads" className="cs-panel" aria-labelledby="downloads-title">
            <h2 id="downloads-title">{t('corporate.catalog.downloads')}</h2>
            <ModelDownloads downloads={model.downloads} lang={lang} />
            <p className="cs-panel__more">
              <Link to={documentDownloadHref({ modelId: model.id })}>{t('corporate.catalog.allDocuments')}</Link>
            </p>
          </section>

          <ModelQuestions modelId={model.id} questions={questions} lang={lang} />

          {(model.related.length > 0 || model.accessories.length > 0) && (
            <section id="related" className="cs-panel" aria-labelledby="related-title">
              <h2 id="related-title">{t('corporate.catalog.relatedTitle')}</h2>
              {model.related.length > 0 && (
                <>
                  <h3 className="cs-panel__sub">{t('corporate.catalog.related')}</h3>
                  <ul className="cs-mini-grid" data-testid="related-models">
                    {model.related.map((m) => (
                      <li key={m.id}>
                        <ModelMini model={m} lang={lang} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {model.accessories.length > 0 && (
                <>
                  <h3 className="cs-panel__sub">{t('corporate.catalog.accessories')}</h3>
                  <ul className="cs-mini-grid" data-testid="accessories">
                    {model.accessories.map((m) => (
                      <li key={m.id}>
                        <ModelMini model={m} lang={lang} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          )}
        </div>
      </div>
      <CompareBar lang={lang} />
    </div>
  );
}
