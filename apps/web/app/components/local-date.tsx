import { useHydrated } from '../lib/hydrated';
import { formatDate } from '../lib/format';

/**
 * A calendar date (or date and time) in the visitor's locale and time zone. The server renders it in UTC;
 * the browser re-renders it in local time after hydration (no mismatch, see LocalTime).
 */
export function LocalDate({
  iso,
  lang,
  withTime = false,
  className,
}: {
  iso: string;
  lang: string;
  withTime?: boolean;
  className?: string;
}) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = formatDate(date, lang, withTime ? 'dateTime' : 'date', hydrated ? 'local' : 'utc');
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
