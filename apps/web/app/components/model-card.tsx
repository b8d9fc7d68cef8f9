import { type ModelCard as ModelCardData, type SpecValue, modelHref } from '@clearsight/contracts';
import type { ReactNode } from 'react';
import { Link } from './link';
import type { Lang } from '../lib/i18n';
import { localText } from '../lib/labels';
import { LifecycleBadge } from './lifecycle-badge';
import { ResponsiveImage } from './responsive-image';

/** One column on a narrow phone, two up to 768 px, columns of at least 228 px (about 300) above. */
const MODEL_SIZES = '(max-width: 420px) calc(100vw - 32px), (max-width: 768px) 50vw, 300px';
const MODEL_WIDTHS = [240, 320, 480, 640] as const;

export function specText(spec: Pick<SpecValue, 'value' | 'unit'>): string {
  return spec.unit ? `${spec.value} ${spec.unit}` : spec.value;
}

/**
 * A model on the type page: picture, number, name, lifecycle and the summary specs; `actions` below.
 * `priority` for the first card of a page, whose picture is likely the largest one on a phone's screen.
 */
export function ModelCard({
  model,
  lang,
  actions,
  headingLevel = 3,
  showSeries = false,
  priority = false,
}: {
  model: ModelCardData;
  lang: Lang;
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  showSeries?: boolean;
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as 'h3';
  const name = localText(model.name, model.nameEn, lang);
  return (
    <article className="cs-model-card" data-testid="model-card" data-model-id={model.id}>
      <Link to={modelHref(model.id)} className="cs-model-card__media" tabIndex={-1} aria-hidden="true">
        {model.imageUrl ? (
          <ResponsiveImage
            src={model.imageUrl}
            widths={MODEL_WIDTHS}
            sizes={MODEL_SIZES}
            width={240}
            height={180}
            priority={priority}
          />
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
