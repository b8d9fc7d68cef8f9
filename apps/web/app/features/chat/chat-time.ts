/**
 * A message's time as chat apps show it: the clock today, the day and clock this year, the full date before.
 * `now` is a parameter so the server render and tests are deterministic.
 */
import { formatDate } from '../../lib/format';

export function chatTime(iso: string, lang: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) return formatDate(date, lang, 'clock');
  if (date.getFullYear() === now.getFullYear()) return formatDate(date, lang, 'dayClock');
  return formatDate(date, lang, 'numericDate');
}

/** The full time, for the title of a time stamp. */
export function fullTime(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(date, lang, 'dateTime');
}
