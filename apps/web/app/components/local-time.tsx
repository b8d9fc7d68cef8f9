import { useHydrated } from '../lib/hydrated';

/**
 * A timestamp in the visitor's time zone. The server cannot know that zone, so it renders UTC (marked as
 * such) and the browser switches to local time after hydration, without a hydration mismatch.
 */
export function LocalTime({ iso, lang }: { iso: string; lang: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = hydrated
    ? new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' }).format(date)
    : `${new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(date)} UTC`;
  return <time dateTime={iso}>{text}</time>;
}
