import { CloseOutlined } from '../../../components/icons';
import { PAGES, COMPARE_MAX, type CompareResult, productTypeHref, modelHref, compareHref } from '@clearsight/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Form, useSubmit } from 'react-router';
import { Link } from '../../../components/link';
import { PageHero } from '../../../components/page-hero';
import { LifecycleBadge } from '../../../components/lifecycle-badge';
import { ModelMini } from '../../../components/model-card';
import { removeFromBasket } from '../compare-basket';
import { readBasket, writeBasket } from '../compare-basket-store';
import { CompareBar } from './compare-bar';
import { rowDiffers, visibleRows } from '../compare-diff';
import { useRootData } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { localText } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import type { ComparePageData } from '../compare-pages.server';

export function crumbsOf(lang: Lang, type?: { id: string; name: string; nameEn: string }): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    ...(type ? [{ label: localText(type.name, type.nameEn, lang), to: productTypeHref(type.id) }] : []),
    { label: translate(lang, 'corporate.compare.title') },
  ];
}

function DiffSwitch({ ids, on }: { ids: string[]; on: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <Form method="get" className="cs-diff-switch" preventScrollReset>
      <input type="hidden" name="ids" value={ids.join(',')} />
      <label className="cs-switch">
        <input
          type="checkbox"
          role="switch"
          name="diff"
          value="1"
          defaultChecked={on}
          onChange={(e) => void submit(e.currentTarget.form, { preventScrollReset: true, replace: true })}
          data-testid="diff-only"
        />
        <span className="cs-switch__track" aria-hidden="true" />
        <span>{t('corporate.compare.differencesOnly')}</span>
      </label>
      <noscript>
        <Button htmlType="submit" size="small">
          {t('corporate.catalog.apply')}
        </Button>
      </noscript>
    </Form>
  );
}

function CompareTable({
  result,
  ids,
  differencesOnly,
  lang,
}: {
  result: CompareResult;
  ids: string[];
  differencesOnly: boolean;
  lang: Lang;
}) {
  const { t } = useTranslation();
  const rows = visibleRows(result.rows, differencesOnly);
  const diffCount = result.rows.filter((r) => rowDiffers(r.values)).length;
  const without = (id: string) => compareHref(ids.filter((x) => x !== id)) + (differencesOnly ? '&diff=1' : '');

  return (
    <>
      <div className="cs-toolbar">
        <p className="cs-toolbar__count" role="status">
          {t('corporate.compare.summary', { count: result.models.length, rows: result.rows.length, diff: diffCount })}
        </p>
        <DiffSwitch ids={ids} on={differencesOnly} />
      </div>
      <div className="cs-table-wrap cs-compare-wrap">
        <table
          className="cs-compare-table"
          data-testid="compare-table"
          style={{ ['--cols' as string]: result.models.length }}
        >
          <caption className="cs-visually-hidden">{t('corporate.compare.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="cs-compare-table__corner">
                {t('corporate.compare.spec')}
              </th>
              {result.models.map((m) => (
                <th scope="col" key={m.id} className="cs-compare-table__model">
                  {m.imageUrl && <img src={m.imageUrl} alt="" width={120} height={90} />}
                  <Link to={modelHref(m.id)} className="cs-compare-table__number">
                    {m.modelNumber}
                  </Link>
                  <span className="cs-compare-table__name">{localText(m.name, m.nameEn, lang)}</span>
                  <LifecycleBadge status={m.lifecycle} lang={lang} />
                  {result.models.length > 2 && (
                    <Link
                      to={without(m.id)}
                      className="cs-compare-table__remove"
                      onClick={() => writeBasket(removeFromBasket(readBasket(), m.id))}
                      aria-label={t('corporate.compare.removeModel', { model: m.modelNumber })}
                    >
                      <CloseOutlined aria-hidden="true" /> {t('corporate.compare.remove')}
                    </Link>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={result.models.length + 1} className="cs-compare-table__none">
                  {t('corporate.compare.noDifferences')}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const differs = rowDiffers(row.values);
                return (
                  <tr
                    key={row.key}
                    className={differs ? 'is-diff' : undefined}
                    data-differs={differs ? 'true' : 'false'}
                    data-testid="compare-row"
                  >
                    <th scope="row">
                      {localText(row.name, row.nameEn, lang)}
                      {row.unit && <span className="cs-compare-table__unit"> ({row.unit})</span>}
                      {differs && <span className="cs-visually-hidden"> — {t('corporate.compare.differs')}</span>}
                    </th>
                    {row.values.map((value, i) => (
                      <td key={i}>{value ?? '—'}</td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <p className="cs-muted cs-compare-legend">
        <span className="cs-compare-legend__swatch" aria-hidden="true" /> {t('corporate.compare.legend')}
      </p>
    </>
  );
}

export function ComparePage({ data: loaderData }: { data: ComparePageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const data = loaderData;
  const type = data.ok ? data.result.productType : undefined;

  return (
    <div className="cs-page cs-compare-page" data-testid="compare-page">
      <PageHero
        title={t('corporate.compare.title')}
        lead={type ? localText(type.name, type.nameEn, lang) : t('corporate.compare.description')}
        crumbs={crumbsOf(lang, type)}
      />
      <div className="cs-container cs-section-tight">
        {data.ok ? (
          <CompareTable result={data.result} ids={data.ids} differencesOnly={data.differencesOnly} lang={lang} />
        ) : (
          <div className="cs-compare-problem" data-testid="compare-problem" data-reason={data.reason}>
            <Alert
              type={data.reason === 'tooFew' ? 'info' : 'warning'}
              showIcon
              title={t(`corporate.compare.problem.${data.reason}`, { max: COMPARE_MAX })}
              description={t('corporate.compare.problemHint')}
            />
            {data.models.length > 0 && (
              <ul className="cs-mini-grid cs-gap">
                {data.models.map((m) => (
                  <li key={m.id}>
                    <ModelMini model={m} lang={lang} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <CompareBar lang={lang} currentIds={data.ids} />
    </div>
  );
}
