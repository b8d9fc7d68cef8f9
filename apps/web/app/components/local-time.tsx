import { useHydrated } from '../lib/hydrated';
import { formatDate } from '../lib/format';

/**
 * A timestamp in the visitor's time zone. The server cannot know that zone, so it renders UTC (marked as
 * such) and the browser switches to local time after hydration, without a hydration mismatch.
 */
export function LocalTime({ iso, lang }: { iso: string; lang: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = hydrated
    ? formatDate(date, lang, 'dateTimeSeconds')
    : `${formatDate(date, lang, 'dateTimeSeconds', 'utc')} UTC`;
  return <time dateTime={iso}>{text}</time>;
}
