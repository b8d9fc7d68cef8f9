/**
 * The site's dates and numbers, written out for its two languages (zh-CN and en) instead of asked of `Intl`.
 *
 * A page's first `Intl.DateTimeFormat` or `Intl.NumberFormat` makes the browser load ICU's locale data: 45–130 ms
 * of a phone's main thread (Chromium at a 4× slowdown) on every page that shows a date or an amount, in the task
 * that hydrates it. The few styles the site uses are simple to write: the texts here are `Intl`'s own for them
 * (format.test.ts compares them over a year of dates and a range of numbers), and they are the same in every
 * engine, so the server's render and the browser's hydration always agree.
 */

/**
 * The date styles the site shows, named by what they are (with `Intl`'s options that give the same text):
 * - `date`: "2024年5月2日" / "May 2, 2024" (`dateStyle: 'medium'`)
 * - `dateTime`: "2024年5月2日 08:03" / "May 2, 2024, 8:03 AM" (`dateStyle: 'medium', timeStyle: 'short'`)
 * - `dateTimeSeconds`: "2024年5月2日 08:03:09" / "May 2, 2024, 8:03:09 AM" (`timeStyle: 'medium'`)
 * - `longDateTime`: "2024年5月2日 08:03" / "May 2, 2024 at 8:03 AM" (`dateStyle: 'long', timeStyle: 'short'`)
 * - `time`: "08:03:09" / "8:03:09 AM" (`timeStyle: 'medium'`)
 * - `month`: "5月" / "May" (`month: 'short'`)
 * - `dayOfMonth`: "2日" / "2" (`day: 'numeric'`)
 * - `clock`: "08:03" in both (`hour: '2-digit', minute: '2-digit'`, 24 hours from 00 to 23)
 * - `dayClock`: "5/2 08:03" / "5/2, 08:03" (numeric month and day, then the clock)
 * - `numericDate`: "2024/5/2" / "5/2/2024" (numeric year, month and day)
 */
export type DateStyle =
  | 'date'
  | 'dateTime'
  | 'dateTimeSeconds'
  | 'longDateTime'
  | 'time'
  | 'month'
  | 'dayOfMonth'
  | 'clock'
  | 'dayClock'
  | 'numericDate';

/** `local`: the zone of whoever runs it (a browser: the visitor's); `utc`: what a server can render for anyone. */
export type Zone = 'local' | 'utc';

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface Fields {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function fieldsOf(date: Date, zone: Zone): Fields {
  return zone === 'utc'
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
        seconds: date.getUTCSeconds(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth() + 1,
        day: date.getDate(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
        seconds: date.getSeconds(),
      };
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The clock as the language writes it: 24 hours in Chinese ("08:03"), 12 with AM/PM in English ("8:03 AM"). */
function clockOf(f: Fields, english: boolean, withSeconds: boolean): string {
  const seconds = withSeconds ? `:${two(f.seconds)}` : '';
  if (!english) return `${two(f.hours)}:${two(f.minutes)}${seconds}`;
  const hour = f.hours % 12 === 0 ? 12 : f.hours % 12;
  return `${hour}:${two(f.minutes)}${seconds} ${f.hours < 12 ? 'AM' : 'PM'}`;
}

/** A date in one of the site's styles, in the visitor's language (anything but English is written as Chinese). */
export function formatDate(date: Date, lang: string, style: DateStyle, zone: Zone = 'local'): string {
  const f = fieldsOf(date, zone);
  const english = lang === 'en';
  const day = english ? `${MONTHS_SHORT[f.month - 1]} ${f.day}, ${f.year}` : `${f.year}年${f.month}月${f.day}日`;
  switch (style) {
    case 'date':
      return day;
    case 'dateTime':
      return english ? `${day}, ${clockOf(f, true, false)}` : `${day} ${clockOf(f, false, false)}`;
    case 'dateTimeSeconds':
      return english ? `${day}, ${clockOf(f, true, true)}` : `${day} ${clockOf(f, false, true)}`;
    case 'longDateTime':
      return english
        ? `${MONTHS_LONG[f.month - 1]} ${f.day}, ${f.year} at ${clockOf(f, true, false)}`
        : `${day} ${clockOf(f, false, false)}`;
    case 'time':
      return clockOf(f, english, true);
    case 'month':
      return english ? MONTHS_SHORT[f.month - 1]! : `${f.month}月`;
    case 'dayOfMonth':
      return english ? String(f.day) : `${f.day}日`;
    case 'clock':
      return clockOf(f, false, false);
    case 'dayClock':
      return `${f.month}/${f.day}${english ? ',' : ''} ${clockOf(f, false, false)}`;
    case 'numericDate':
      return english ? `${f.month}/${f.day}/${f.year}` : `${f.year}/${f.month}/${f.day}`;
  }
}

/** Digits grouped by thousands, as both languages write them ("1,234,567"). */
function grouped(digits: string): string {
  if (digits.length <= 3) return digits;
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    out = end === digits.length ? digits.slice(start, end) : `${digits.slice(start, end)},${out}`;
  }
  return out;
}

export interface NumberStyle {
  /** Decimals always shown (default 0). */
  minFraction?: number;
  /** Decimals at most, rounded half away from zero (default 3, as `Intl`'s). */
  maxFraction?: number;
  /** A "+" on a positive value, as `signDisplay: 'exceptZero'` (a value that rounds to zero has no sign). */
  signed?: boolean;
}

/** The shortest decimal that reads back as the value (`String`'s digits), without an exponent: "0.0000001". */
function plainDigits(abs: number): { whole: string; fraction: string } {
  const text = String(abs);
  const [mantissa = '0', exponentText] = text.split('e');
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const digits = intPart + fracPart;
  const point = intPart.length + exponent;
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one to a string of digits ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * A number with grouped thousands and a decimal point, the same in Chinese and English ("1,234.5"), as
 * `Intl.NumberFormat` writes it for both: it rounds the shortest decimal that reads back as the value (1.005 is
 * "1.01", where `toFixed` would round the binary value just under it to "1.00"), half away from zero.
 */
export function formatDecimal(value: number, { minFraction = 0, maxFraction = 3, signed = false }: NumberStyle = {}) {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  let { whole, fraction } = plainDigits(Math.abs(value));
  if (fraction.length > maxFraction) {
    const roundUp = fraction.charCodeAt(maxFraction) >= 53; // '5'
    fraction = fraction.slice(0, maxFraction);
    if (roundUp) {
      const bumped = increment(whole + fraction);
      whole = bumped.slice(0, bumped.length - maxFraction) || '0';
      fraction = bumped.slice(bumped.length - maxFraction);
    }
  }
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(minFraction, '0');
  // Where Intl writes "-0.00" (a negative zero, or a loss that rounds to nothing), no sign.
  const zero = /^0*$/.test(whole + fraction);
  const sign = zero ? '' : value < 0 ? '-' : signed ? '+' : '';
  return `${sign}${grouped(whole.replace(/^0+(?=\d)/, ''))}${fraction ? `.${fraction}` : ''}`;
}

/** Money (钱钱) as people read it: always two decimals, grouped (docs/product.md#money-ledger). */
export function formatMoney(value: number): string {
  return formatDecimal(value, { minFraction: 2, maxFraction: 2 });
}

/** A change of money with its sign: "+12.50", "-50.00". */
export function formatMoneyChange(value: number): string {
  return formatDecimal(value, { minFraction: 2, maxFraction: 2, signed: true });
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * "3 分钟前" / "3 minutes ago": left to `Intl`, whose words for it are many, and used only where a member opens
 * a list that shows them (their notices), never while a page loads. Made once per language.
 */
export function relativeTimeFormat(lang: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    relativeFormats.set(lang, format);
  }
  return format;
}
