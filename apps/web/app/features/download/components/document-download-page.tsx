import { CloseOutlined } from '../../../components/icons';
import {
  PAGES,
  DOCUMENT_TYPE_LABELS,
  type DocumentItem,
  modelHref,
  DOCUMENT_TYPES,
  DOCUMENT_LANGUAGES,
} from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../../components/link';
import { DownloadLink } from '../../../components/download-link';
import { FilterBar, FilterSearch, FilterSelect } from '../../../components/filter-bar';
import { LocalDate } from '../../../components/local-date';
import { PageHero } from '../../../components/page-hero';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/pagination';
import { DOCUMENT_PAGE_SIZE } from '../download';
import { useRootData } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { formatBytes, labelOf, localText, localName } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import { useCatalogMenu } from '../../../lib/catalog-menu';
import type { DocumentDownloadPageData } from '../download-pages.server';

export function crumbs(lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    { label: translate(lang, 'nav.serviceSupport') },
    { label: translate(lang, 'corporate.download.documentTitle') },
  ];
}

function DocumentRow({ doc, lang }: { doc: DocumentItem; lang: Lang }) {
  const { t } = useTranslation();
  const product = doc.model
    ? { label: doc.model.modelNumber, to: modelHref(doc.model.id) }
    : doc.series
      ? { label: localText(doc.series.name, doc.series.nameEn, lang), to: null }
      : doc.productType
        ? { label: localText(doc.productType.name, doc.productType.nameEn, lang), to: null }
        : null;
  return (
    <tr data-testid="document-row">
      <td>
        <span className="cs-table__title">{localText(doc.title, doc.titleEn, lang)}</span>
        <span className="cs-table__sub">
          {doc.fileName}
          {doc.membersOnly && ` · ${t('corporate.download.membersOnly')}`}
        </span>
      </td>
      <td>{labelOf(DOCUMENT_TYPE_LABELS, doc.docType, lang)}</td>
      <td>{product ? product.to ? <Link to={product.to}>{product.label}</Link> : product.label : '—'}</td>
      <td>{t(`corporate.download.languages.${doc.language}`)}</td>
      <td>{doc.version || '—'}</td>
      <td>{formatBytes(doc.size)}</td>
      <td>
        <LocalDate iso={doc.publishTime} lang={lang} />
      </td>
      <td className="cs-table__action">
        <DownloadLink
          url={doc.downloadUrl}
          fileName={doc.fileName}
          membersOnly={doc.membersOnly}
          size="small"
          testId="document-download"
        />
      </td>
    </tr>
  );
}

export function DocumentDownloadPage({ data: loaderData }: { data: DocumentDownloadPageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const catalog = useCatalogMenu();
  const location = useLocation();
  const { filters, list, page, failed, model } = loaderData;
  const withoutModel = (() => {
    const search = new URLSearchParams(location.search);
    search.delete('modelId');
    search.delete('page');
    const text = search.toString();
    return `${location.pathname}${text ? `?${text}` : ''}`;
  })();

  return (
    <div className="cs-page" data-testid="document-page">
      <PageHero
        title={t('corporate.download.documentTitle')}
        lead={t('corporate.download.documentLead')}
        crumbs={crumbs(lang)}
      />
      <div className="cs-container">
        <FilterBar label={t('corporate.download.documentTitle')} testId="document-filters">
          {filters.modelId && <input type="hidden" name="modelId" value={filters.modelId} />}
          <FilterSearch
            label={t('corporate.download.keyword')}
            value={filters.q}
            placeholder={t('corporate.download.documentPlaceholder')}
          />
          <FilterSelect
            name="productTypeId"
            label={t('corporate.download.productType')}
            value={filters.productTypeId}
            options={catalog.productTypes.map((p) => ({ value: p.id, label: localName(p, lang) }))}
          />
          <FilterSelect
            name="seriesId"
            label={t('corporate.download.series')}
            value={filters.seriesId}
            groups={catalog.productTypes
              .filter((p) => !filters.productTypeId || p.id === filters.productTypeId)
              .map((p) => ({
                label: localName(p, lang),
                options: p.productSeries.map((s) => ({ value: s.id, label: localName(s, lang) })),
              }))}
          />
          <FilterSelect
            name="docType"
            label={t('corporate.download.docType')}
            value={filters.docType}
            options={DOCUMENT_TYPES.map((d) => ({ value: d, label: labelOf(DOCUMENT_TYPE_LABELS, d, lang) }))}
          />
          <FilterSelect
            name="language"
            label={t('corporate.download.language')}
            value={filters.language}
            options={DOCUMENT_LANGUAGES.map((l) => ({ value: l, label: t(`corporate.download.languages.${l}`) }))}
          />
        </FilterBar>

        {model && (
          <ul className="cs-chips">
            <li>
              <Link to={withoutModel} className="cs-chip" aria-label={t('corporate.download.clearModel')}>
                {t('corporate.download.filterModel', {
                  model: `${model.modelNumber} ${localText(model.name, model.nameEn, lang)}`,
                })}{' '}
                <CloseOutlined aria-hidden="true" />
              </Link>
            </li>
          </ul>
        )}

        <p className="cs-toolbar__count" role="status">
          {t('corporate.common.resultCount', { count: list.totalCount })}
        </p>
        {failed && <Alert type="error" showIcon title={t('corporate.common.unavailable')} />}
        {list.items.length === 0 && !failed ? (
          <div className="cs-empty">{t('corporate.download.noDocuments')}</div>
        ) : (
          <div className="cs-table-wrap cs-panel cs-panel--flush">
            <table className="cs-table" data-testid="document-table">
              <caption className="cs-visually-hidden">{t('corporate.download.documentTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('corporate.download.fileTitle')}</th>
                  <th scope="col">{t('corporate.download.docType')}</th>
                  <th scope="col">{t('corporate.download.forProduct')}</th>
                  <th scope="col">{t('corporate.download.language')}</th>
                  <th scope="col">{t('corporate.download.version')}</th>
                  <th scope="col">{t('corporate.download.size')}</th>
                  <th scope="col">{t('corporate.download.date')}</th>
                  <th scope="col">
                    <span className="cs-visually-hidden">{t('corporate.download.download')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((doc) => (
                  <DocumentRow key={doc.id} doc={doc} lang={lang} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination total={list.totalCount} pageSize={DOCUMENT_PAGE_SIZE} page={page} />
      </div>
    </div>
  );
}
