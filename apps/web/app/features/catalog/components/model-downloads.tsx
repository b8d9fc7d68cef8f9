import { DOCUMENT_TYPE_LABELS, SOFTWARE_CATEGORY_LABELS, type ModelDownload } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DownloadLink } from '../../../components/download-link';
import { LocalDate } from '../../../components/local-date';
import type { Lang } from '../../../lib/i18n';
import { formatBytes, labelOf, localText } from '../../../lib/labels';

/** Datasheets, manuals, CAD, firmware, certificates and software of one model. */
export function ModelDownloads({ downloads, lang }: { downloads: readonly ModelDownload[]; lang: Lang }) {
  const { t } = useTranslation();
  if (downloads.length === 0) return <p className="cs-muted">{t('corporate.catalog.noDownloads')}</p>;
  return (
    <div className="cs-table-wrap">
      <table className="cs-table" data-testid="model-downloads">
        <caption className="cs-visually-hidden">{t('corporate.catalog.downloads')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('corporate.download.fileTitle')}</th>
            <th scope="col">{t('corporate.download.type')}</th>
            <th scope="col">{t('corporate.download.version')}</th>
            <th scope="col">{t('corporate.download.size')}</th>
            <th scope="col">{t('corporate.download.date')}</th>
            <th scope="col">
              <span className="cs-visually-hidden">{t('corporate.download.download')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {downloads.map((d) => (
            <tr key={`${d.kind}-${d.id}-${d.fileName}`}>
              <td>
                <span className="cs-table__title">{localText(d.title, d.titleEn, lang)}</span>
                <span className="cs-table__sub">
                  {d.fileName}
                  {d.language ? ` · ${d.language}` : ''}
                </span>
              </td>
              <td>
                {d.kind === 'document'
                  ? labelOf(DOCUMENT_TYPE_LABELS, d.category, lang)
                  : labelOf(SOFTWARE_CATEGORY_LABELS, d.category, lang)}
              </td>
              <td>{d.version || '—'}</td>
              <td>{formatBytes(d.size)}</td>
              <td>
                <LocalDate iso={d.lastModificationTime} lang={lang} />
              </td>
              <td className="cs-table__action">
                <DownloadLink url={d.downloadUrl} fileName={d.fileName} membersOnly={d.membersOnly} size="small" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
