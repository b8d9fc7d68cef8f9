import { type ModelCard as ModelCardData, type SpecValue, modelHref } from '@clearsight/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Lang } from '../lib/i18n';
import { localText } from '../lib/labels';
import { LifecycleBadge } from './lifecycle-badge';

export function specText(spec: Pick<SpecValue, 'value' | 'unit'>): string {
  return spec.unit ? `${spec.value} ${spec.unit}` : spec.value;
}

/** A model on the type page: picture, number, name, lifecycle and the summary specs; `actions` below. */
export function ModelCard({
  model,
  lang,
  actions,
  headingLevel = 3,
  showSeries = false,
}: {
  model: ModelCardData;
  lang: Lang;
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  showSeries?: boolean;
}) {
  const Heading = `h${headingLevel}` as 'h3';
  const name = localText(model.name, model.nameEn, lang);
  return (
    <article className="cs-model-card" data-testid="model-card" data-model-id={model.id}>
      <Link to={modelHref(model.id)} className="cs-model-card__media" tabIndex={-1} aria-hidden="true">
        {model.imageUrl ? (
          <img src={model.imageUrl} alt="" loading="lazy" width={240} height={180} />
        ) : (
          <span className="cs-model-card__noimg" />
        )}
      </Link>
      <div className="cs-model-card__body">
        <div className="cs-model-card__top">
          <LifecycleBadge status={model.lifecycle} lang={lang} />
          {showSeries && (
            <span className="cs-model-card__series">{localText(model.seriesName, model.seriesNameEn, lang)}</span>
          )}
        </div>
        <Heading className="cs-model-card__number">
          <Link to={modelHref(model.id)}>{model.modelNumber}</Link>
        </Heading>
        <p className="cs-model-card__name">{name}</p>
        {model.specSummary.length > 0 && (
          <dl className="cs-model-card__specs">
            {model.specSummary.map((spec) => (
              <div key={spec.key}>
                <dt>{localText(spec.name, spec.nameEn, lang)}</dt>
                <dd>{specText(spec)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {actions && <div className="cs-model-card__actions">{actions}</div>}
    </article>
  );
}

/** A compact model link (related models, accessories, products used by a solution). */
export function ModelMini({
  model,
  lang,
}: {
  model: {
    id: string;
    modelNumber: string;
    name: string;
    nameEn: string;
    imageUrl: string | null;
    seriesName?: string;
  };
  lang: Lang;
}) {
  return (
    <Link to={modelHref(model.id)} className="cs-model-mini" data-testid="model-mini">
      {model.imageUrl ? (
        <img src={model.imageUrl} alt="" loading="lazy" width={64} height={48} />
      ) : (
        <span className="cs-model-mini__noimg" />
      )}
      <span className="cs-model-mini__text">
        <span className="cs-model-mini__number">{model.modelNumber}</span>
        <span className="cs-model-mini__name">{localText(model.name, model.nameEn, lang)}</span>
      </span>
    </Link>
  );
}
