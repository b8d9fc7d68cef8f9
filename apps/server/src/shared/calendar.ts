/**
 * Calendar days in the server's time zone (`TIME_ZONE`): the dashboard's figures per day, sign-in days and
 * streaks, ledger date filters. Pure date arithmetic on `YYYY-MM-DD` keys (so DST never skips or repeats a
 * day) plus the instant a local day starts.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(
  instant: Date,
  timeZone: string,
): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return { y: parts.year!, m: parts.month!, d: parts.day!, h: parts.hour! % 24, min: parts.minute!, s: parts.second! };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The calendar date of an instant in a time zone, `YYYY-MM-DD`. */
export function dateKey(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${pad(w.y, 4)}-${pad(w.m)}-${pad(w.d)}`;
}

/** `YYYY-MM-DD` moved by whole calendar days. */
export function addDays(key: string, days: number): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** The `days` calendar days ending today (in `timeZone`), oldest first. */
export function periodDays(now: Date, timeZone: string, days: number): string[] {
  const today = dateKey(now, timeZone);
  return Array.from({ length: days }, (_, i) => addDays(today, i - (days - 1)));
}

/** Offset of the zone from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant local midnight of `key` happens in `timeZone`. */
export function startOfDay(key: string, timeZone: string): Date {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  let start = guess - offsetAt(new Date(guess), timeZone);
  // Once more with the offset that holds at the found instant (a DST change between the two).
  start = guess - offsetAt(new Date(start), timeZone);
  return new Date(start);
}

/** Counts instants per day key; days outside `keys` are ignored; every key is present (0 when none). */
export function countPerDay(
  instants: readonly Date[],
  keys: readonly string[],
  timeZone: string,
): Array<{ date: string; count: number }> {
  const counts = new Map<string, number>(keys.map((k) => [k, 0]));
  for (const instant of instants) {
    const key = dateKey(instant, timeZone);
    const n = counts.get(key);
    if (n !== undefined) counts.set(key, n + 1);
  }
  return keys.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}
