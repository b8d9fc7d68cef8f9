import { FilterOutlined } from '../../../components/icons';
import { LIFECYCLE_LABELS, type SpecFacet, productTypeHref, LIFECYCLE_STATUSES } from '@clearsight/contracts';
import { Button } from '../../../components/ui/button';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Form, useSubmit } from 'react-router';
import { Link } from '../../../components/link';
import { filledFields } from '../../../lib/form-query';
import type { Lang } from '../../../lib/i18n';
import { labelOf, localText } from '../../../lib/labels';
import { FILTER_PREFIX, type TypeFilterState } from '../filters';

function facetLabel(facet: SpecFacet, lang: Lang): string {
  const name = localText(facet.name, facet.nameEn, lang);
  return facet.unit ? `${name} (${facet.unit})` : name;
}

/**
 * The spec filters of a type page: a plain GET form (works without JavaScript, the URL is the state).
 * With JavaScript, ticking a box or leaving a number field applies the filters at once.
 */
export function TypeFilters({
  typeId,
  facets,
  state,
  lang,
}: {
  typeId: string;
  facets: readonly SpecFacet[];
  state: TypeFilterState;
  lang: Lang;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const details = useRef<HTMLDetailsElement>(null);

  // Folded on phones (the results come first there), shown on wide screens: the server's HTML is folded and
  // the stylesheet shows a folded panel's content from 901 px (::details-content), so nothing moves when the
  // page hydrates. Browsers without ::details-content open it here instead.
  useEffect(() => {
    const styled = typeof CSS !== 'undefined' && CSS.supports?.('selector(::details-content)');
    if (details.current && !styled && window.matchMedia('(min-width: 901px)').matches) details.current.open = true;
  }, []);

  const apply = (event: FormEvent<HTMLElement>) => {
    const form = (event.currentTarget as HTMLElement).closest('form');
    if (form) void submit(filledFields(form), { method: 'get', preventScrollReset: true, replace: true });
  };

  const applyIfChanged = (event: FormEvent<HTMLInputElement>, previous: number | undefined) => {
    const raw = event.currentTarget.value.trim();
    const now = raw === '' ? undefined : Number(raw);
    if (now !== previous) apply(event);
  };

  return (
    <details className="cs-filters" ref={details} data-testid="type-filters">
      <summary className="cs-filters__summary">
        <FilterOutlined aria-hidden="true" /> {t('corporate.catalog.filters')}
      </summary>
      <Form
        method="get"
        className="cs-filters__form"
        preventScrollReset
        onSubmit={(event) => {
          event.preventDefault();
          void submit(filledFields(event.currentTarget), { method: 'get', preventScrollReset: true, replace: true });
        }}
      >
        <input type="hidden" name="id" value={typeId} />
        {state.sort !== 'default' && <input type="hidden" name="sort" value={state.sort} />}
        {state.order === 'desc' && <input type="hidden" name="order" value="desc" />}

        <div className="cs-filters__group">
          <label htmlFor="filter-q" className="cs-filters__legend">
            {t('corporate.catalog.keyword')}
          </label>
          <input
            id="filter-q"
            className="cs-input"
            type="search"
            name="q"
            defaultValue={state.q ?? ''}
            placeholder={t('corporate.catalog.keywordPlaceholder')}
            maxLength={100}
          />
        </div>

        <div className="cs-filters__group">
          <label htmlFor="filter-lifecycle" className="cs-filters__legend">
            {t('corporate.catalog.lifecycle')}
          </label>
          <select
            id="filter-lifecycle"
            className="cs-select"
            name="lifecycle"
            defaultValue={state.lifecycle ?? ''}
            onChange={apply}
          >
            <option value="">{t('corporate.common.all')}</option>
            {LIFECYCLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {labelOf(LIFECYCLE_LABELS, status, lang)}
              </option>
            ))}
          </select>
        </div>

        {facets.map((facet) =>
          facet.kind === 'number' ? (
            <fieldset key={facet.key} className="cs-filters__group" data-testid={`facet-${facet.key}`}>
              <legend className="cs-filters__legend">{facetLabel(facet, lang)}</legend>
              <div className="cs-filters__range">
                <label>
                  <span className="cs-visually-hidden">
                    {facetLabel(facet, lang)} {t('corporate.catalog.min')}
                  </span>
                  <input
                    className="cs-input"
                    type="number"
                    step="any"
                    inputMode="decimal"
                    name={`${FILTER_PREFIX}${facet.key}.min`}
                    defaultValue={state.ranges[facet.key]?.min ?? ''}
                    placeholder={facet.min !== null ? `≥ ${facet.min}` : t('corporate.catalog.min')}
                    onBlur={(e) => applyIfChanged(e, state.ranges[facet.key]?.min)}
                  />
                </label>
                <span aria-hidden="true">–</span>
                <label>
                  <span className="cs-visually-hidden">
                    {facetLabel(facet, lang)} {t('corporate.catalog.max')}
                  </span>
                  <input
                    className="cs-input"
                    type="number"
                    step="any"
                    inputMode="decimal"
                    name={`${FILTER_PREFIX}${facet.key}.max`}
                    defaultValue={state.ranges[facet.key]?.max ?? ''}
                    placeholder={facet.max !== null ? `≤ ${facet.max}` : t('corporate.catalog.max')}
                    onBlur={(e) => applyIfChanged(e, state.ranges[facet.key]?.max)}
                  />
                </label>
              </div>
            </fieldset>
          ) : facet.options.length > 0 ? (
            <fieldset key={facet.key} className="cs-filters__group" data-testid={`facet-${facet.key}`}>
              <legend className="cs-filters__legend">{facetLabel(facet, lang)}</legend>
              <ul className="cs-filters__options">
                {facet.options.map((option) => (
                  <li key={option.value}>
                    <label className={option.count === 0 ? 'cs-check is-empty' : 'cs-check'}>
                      <input
                        type="checkbox"
                        name={`${FILTER_PREFIX}${facet.key}`}
                        value={option.value}
                        defaultChecked={state.values[facet.key]?.includes(option.value) ?? false}
                        onChange={apply}
                      />
                      <span className="cs-check__label">{option.value}</span>
                      <span
                        className="cs-check__count"
                        aria-label={t('corporate.catalog.countLabel', { count: option.count })}
                      >
                        {option.count}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null,
        )}

        <div className="cs-filters__buttons">
          <Button htmlType="submit" type="primary" data-testid="filters-apply">
            {t('corporate.catalog.apply')}
          </Button>
          <Link to={productTypeHref(typeId)} className="cs-filters__reset" preventScrollReset>
            {t('corporate.catalog.reset')}
          </Link>
        </div>
      </Form>
    </details>
  );
}
