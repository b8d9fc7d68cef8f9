import '../../../styles/cards.css';
import type { SoftwareFile } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CopyButton } from '../../../components/ui/copy-button';
import { DownloadLink } from '../../../components/download-link';
import { formatBytes, formatNumber } from '../../../lib/labels';

/** The files of one version: OS and architecture, size, SHA-256 (copyable), download count, download. */
export function SoftwareFiles({ files, caption }: { files: readonly SoftwareFile[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <div className="cs-table-wrap">
      <table className="cs-table cs-files" data-testid="software-files">
        <caption className="cs-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('corporate.download.os')}</th>
            <th scope="col">{t('corporate.download.fileTitle')}</th>
            <th scope="col">{t('corporate.download.size')}</th>
            <th scope="col">{t('corporate.download.sha256')}</th>
            <th scope="col">
              <span className="cs-visually-hidden">{t('corporate.download.download')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id} data-testid="software-file" data-file-id={file.id}>
              <td className="cs-files__platform">
                <span className="cs-tag cs-tag--blue">{t(`corporate.download.osNames.${file.os}`)}</span>{' '}
                <span className="cs-tag">{t(`corporate.download.archNames.${file.arch}`)}</span>
              </td>
              <td>
                <span className="cs-table__title cs-files__name">{file.fileName}</span>
                <span className="cs-table__sub">
                  {t('corporate.download.downloads', {
                    count: file.downloadCount,
                    formatted: formatNumber(file.downloadCount),
                  })}
                  {file.membersOnly && (
                    <>
                      {' · '}
                      <span className="cs-files__members">{t('corporate.download.membersOnly')}</span>
                    </>
                  )}
                </span>
              </td>
              <td className="cs-files__size">{formatBytes(file.size)}</td>
              <td className="cs-files__sha">
                <span className="cs-visually-hidden">{t('corporate.download.sha256')}: </span>
                <code data-testid="sha256">{file.sha256}</code>
                <CopyButton text={file.sha256} label={t('corporate.download.copySha')} className="cs-files__copy" />
              </td>
              <td className="cs-table__action">
                <DownloadLink
                  url={file.downloadUrl}
                  fileName={file.fileName}
                  membersOnly={file.membersOnly}
                  size="small"
                  testId="software-download"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
