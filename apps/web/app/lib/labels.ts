import type { Lang } from './i18n';
import { formatDecimal } from './format';

/** The contracts carry bilingual labels for their enums (`{ zh, en }`); pick the visitor's. */
export function labelOf<K extends string>(
  labels: Record<K, { zh: string; en: string }>,
  key: K | string,
  lang: Lang,
): string {
  const entry = (labels as Record<string, { zh: string; en: string } | undefined>)[key];
  if (!entry) return key;
  return lang === 'en' ? entry.en : entry.zh;
}

/** Names come in both languages; English falls back to Chinese when a name was never translated. */
export function localName(item: { name: string; nameEn: string }, lang: Lang): string {
  return localText(item.name, item.nameEn, lang);
}

/** Bilingual content: English falls back to Chinese when it was never translated. */
export function localText(zh: string, en: string | null | undefined, lang: Lang): string {
  return lang === 'en' && en && en.trim() !== '' ? en : zh;
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${formatDecimal(value, { maxFraction: digits })} ${units[unit]}`;
}

/** A count or a figure, grouped by thousands ("12,345"): both languages write numbers alike. */
export function formatNumber(value: number): string {
  return formatDecimal(value);
}

/** Duration as `1:05:09` / `12:30`. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(sec).padStart(2, '0')}`;
}

/** A page number in the URL (`?page=2`) as the API's `skipCount`. */
export function pageOf(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 && page < 100_000 ? page : 1;
}
