/**
 * A message's time as chat apps show it: the clock today, the day and clock this year, the full date before.
 * `now` is a parameter so the server render and tests are deterministic.
 */
import { dateTimeFormat } from '../../lib/format';

export function chatTime(iso: string, lang: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) return dateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', hour12: false }).format(date);
  if (date.getFullYear() === now.getFullYear()) {
    return dateTimeFormat(lang, {
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(date);
  }
  return dateTimeFormat(lang, { year: 'numeric', month: 'numeric', day: 'numeric' }).format(date);
}

/** The full time, for the title of a time stamp. */
export function fullTime(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
