import { useHydrated } from '../lib/hydrated';
import { dateTimeFormat } from '../lib/format';

/**
 * A timestamp in the visitor's time zone. The server cannot know that zone, so it renders UTC (marked as
 * such) and the browser switches to local time after hydration, without a hydration mismatch.
 */
export function LocalTime({ iso, lang }: { iso: string; lang: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = hydrated
    ? dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' }).format(date)
    : `${dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(date)} UTC`;
  return <time dateTime={iso}>{text}</time>;
}
