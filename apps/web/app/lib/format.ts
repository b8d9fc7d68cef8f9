/**
 * Intl formatters, made once per language and options and reused: building one costs far more than formatting
 * with it (a page's dates and numbers made new ones on every render, a tenth of a server render's time).
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  lang: string | undefined,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${lang ?? ''}|${options ? JSON.stringify(options) : ''}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(lang?: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', lang, options, () => new Intl.DateTimeFormat(lang, options));
}

export function numberFormat(lang?: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', lang, options, () => new Intl.NumberFormat(lang, options));
}

export function relativeTimeFormat(lang?: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached('relative', lang, options, () => new Intl.RelativeTimeFormat(lang, options));
}
