import { fileUrl } from '@clearsight/contracts';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useHydrated } from '../../../lib/hydrated';
import { formatDate } from '../../../lib/format';

/** Date and time in the visitor's zone, compact for tables (server render: nothing, tables load on the client anyway). */
export function DateCell({ iso, withTime = true }: { iso: string | null | undefined; withTime?: boolean }) {
  const { lang } = useTranslation();
  const hydrated = useHydrated();
  if (!iso || !hydrated) return <span className="cs-admin-muted">—</span>;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span className="cs-admin-muted">—</span>;
  const text = formatDate(date, lang, withTime ? 'dateTime' : 'date');
  return (
    <time dateTime={iso} className="cs-admin-nowrap">
      {text}
    </time>
  );
}

export function PublishedTag({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return published ? (
    <Tag color="green">{t('admin.common.published')}</Tag>
  ) : (
    <Tag>{t('admin.common.unpublished')}</Tag>
  );
}

export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return value ? (
    <Tag color="blue">{t('admin.common.yes')}</Tag>
  ) : (
    <span className="cs-admin-muted">{t('admin.common.no')}</span>
  );
}

export function Thumb({ url, fileId, alt = '' }: { url?: string | null; fileId?: string | null; alt?: string }) {
  const src = url ?? fileUrl(fileId);
  if (!src) return <span className="cs-admin-thumb-cell is-empty" aria-hidden="true" />;
  return <img className="cs-admin-thumb-cell" src={src} alt={alt} loading="lazy" />;
}

/** Long text cut to one line with the whole text on hover. */
export function Clip({ text, width = 260 }: { text: string | null | undefined; width?: number }) {
  if (!text) return <span className="cs-admin-muted">—</span>;
  return (
    <Tooltip title={text.length > 30 ? text : undefined}>
      <Typography.Text style={{ maxWidth: width }} ellipsis>
        {text}
      </Typography.Text>
    </Tooltip>
  );
}

/** The label of an enum value from the contracts' `{ zh, en }` label maps. */
export function labelOf<K extends string>(
  labels: Record<K, { zh: string; en: string }>,
  value: K,
  lang: string,
): string {
  const entry = labels[value];
  return entry ? (lang === 'en' ? entry.en : entry.zh) : value;
}

/** Select options from such a label map. */
export function optionsOf<K extends string>(labels: Record<K, { zh: string; en: string }>, lang: string) {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labelOf(labels, value, lang), literal: true }));
}

/** A name in the visitor's language (English falls back to Chinese when empty). */
export function localName(
  item: { name?: string; nameEn?: string; title?: string; titleEn?: string },
  lang: string,
): string {
  const zh = item.name ?? item.title ?? '';
  const en = item.nameEn ?? item.titleEn ?? '';
  return lang === 'en' && en ? en : zh;
}

/** Seconds as m:ss or h:mm:ss. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0
    ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
    : `${m}:${String(s).padStart(2, '0')}`;
}
