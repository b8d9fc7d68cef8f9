import '../../../styles/cards.css';
import { HistoryOutlined } from '../../../components/icons';
import {
  SOFTWARE_CATEGORY_LABELS,
  softwarePackageAnchor,
  type SoftwarePackageDetail,
  type SoftwarePackageItem,
  type SoftwareVersion,
} from '@clearsight/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../../components/link';
import { LocalDate } from '../../../components/local-date';
import { RichHtml } from '../../../components/rich-html';
import { Spinner } from '../../../components/ui/spinner';
import type { Lang } from '../../../lib/i18n';
import { formatNumber, labelOf, localText } from '../../../lib/labels';
import { useSoftwareVersions } from '../download-api';
import { SoftwareFiles } from './software-files';

function VersionBlock({
  version,
  lang,
  latest,
  pkgName,
}: {
  version: SoftwareVersion;
  lang: Lang;
  latest: boolean;
  pkgName: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={latest ? 'cs-version is-latest' : 'cs-version'}
      data-testid={latest ? 'latest-version' : 'older-version'}
    >
      <div className="cs-version__head">
        <span className="cs-version__number">
          {latest && <span className="cs-tag cs-tag--green">{t('corporate.download.latest')}</span>} V
          {version.version.replace(/^v/i, '')}
        </span>
        <span className="cs-version__date">
          {t('corporate.download.releasedOn')} <LocalDate iso={version.releaseTime} lang={lang} />
        </span>
      </div>
      <SoftwareFiles files={version.files} caption={`${pkgName} ${version.version}`} />
      {localText(version.releaseNotesHtml, version.releaseNotesHtmlEn, lang).trim() && (
        <details className="cs-notes">
          <summary>{t('corporate.download.releaseNotes')}</summary>
          <RichHtml html={localText(version.releaseNotesHtml, version.releaseNotesHtmlEn, lang)} />
        </details>
      )}
    </div>
  );
}

/** Earlier versions: fetched when opened (JavaScript), or rendered by the loader for `?expand=id` (without). */
function OlderVersions({
  pkg,
  lang,
  expanded,
}: {
  pkg: SoftwarePackageItem;
  lang: Lang;
  expanded: SoftwarePackageDetail | null;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(expanded !== null);
  const query = useSoftwareVersions(pkg.id, open && expanded === null);
  const detail = expanded ?? query.data;
  const older = detail ? detail.versions.filter((v) => v.id !== pkg.latest?.id) : [];
  const count = pkg.versionCount - (pkg.latest ? 1 : 0);
  if (count <= 0) return null;
  const name = localText(pkg.name, pkg.nameEn, lang);
  const expandHref = (() => {
    const search = new URLSearchParams(location.search);
    search.set('expand', pkg.id);
    return `${location.pathname}?${search.toString()}#${softwarePackageAnchor(pkg.id)}`;
  })();

  return (
    <details
      className="cs-older"
      open={expanded !== null}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
      data-testid="older-versions"
    >
      <summary>
        <HistoryOutlined aria-hidden="true" /> {t('corporate.download.olderVersions', { count })}
      </summary>
      {detail ? (
        older.map((v) => <VersionBlock key={v.id} version={v} lang={lang} latest={false} pkgName={name} />)
      ) : query.isFetching ? (
        <p className="cs-muted">
          <Spinner size="small" label={t('corporate.download.loadingVersions')} />{' '}
          <span aria-hidden="true">{t('corporate.download.loadingVersions')}</span>
        </p>
      ) : (
        <p>
          <Link to={expandHref} preventScrollReset>
            {t('corporate.download.showOlder')}
          </Link>
        </p>
      )}
    </details>
  );
}

export function SoftwareCard({
  pkg,
  lang,
  expanded,
}: {
  pkg: SoftwarePackageItem;
  lang: Lang;
  expanded: SoftwarePackageDetail | null;
}) {
  const { t } = useTranslation();
  const name = localText(pkg.name, pkg.nameEn, lang);
  const product = pkg.series ?? pkg.productType;
  return (
    <article
      className="cs-software"
      id={softwarePackageAnchor(pkg.id)}
      data-testid="software-package"
      aria-labelledby={`pkg-title-${pkg.id}`}
    >
      <header className="cs-software__head">
        <div>
          <div className="cs-card__meta">
            <span className="cs-tag cs-tag--blue">{labelOf(SOFTWARE_CATEGORY_LABELS, pkg.category, lang)}</span>
            {product && (
              <span>
                {t('corporate.download.forProduct')}: {localText(product.name, product.nameEn, lang)}
              </span>
            )}
          </div>
          <h2 id={`pkg-title-${pkg.id}`} className="cs-software__title">
            {name}
          </h2>
          {pkg.summary && <p className="cs-software__summary">{localText(pkg.summary, pkg.summaryEn, lang)}</p>}
        </div>
        <div className="cs-software__stats">
          {t('corporate.download.totalDownloads', {
            count: pkg.totalDownloads,
            formatted: formatNumber(pkg.totalDownloads),
          })}
        </div>
      </header>
      {pkg.latest ? (
        <VersionBlock version={pkg.latest} lang={lang} latest pkgName={name} />
      ) : (
        <p className="cs-muted">{t('corporate.download.noVersion')}</p>
      )}
      <OlderVersions pkg={pkg} lang={lang} expanded={expanded} />
    </article>
  );
}
