/**
 * Money (钱钱) as people read it: always two decimals, grouped the visitor's way (docs/product.md#money-ledger).
 * Amounts arrive from the server as decimals with at most two places.
 */
const formats = new Map<string, Intl.NumberFormat>();

function formatFor(lang: string, signed: boolean): Intl.NumberFormat {
  const key = `${lang}|${signed ? '±' : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formats.set(key, format);
  }
  return format;
}

export function formatMoney(value: number, lang: string): string {
  return formatFor(lang, false).format(value);
}

/** A change of money with its sign: "+12.50", "-50.00". */
export function formatMoneyChange(value: number, lang: string): string {
  return formatFor(lang, true).format(value);
}

/** A rate multiplier as a percentage with two decimals: 1.1345 → "113.45". */
export function formatRate(value: number, lang: string): string {
  return formatFor(lang, false).format(value * 100);
}

/** Cents-exact arithmetic for amounts that travel as decimals (12.5 + 0.1 stays 12.6). */
export function addMoney(a: number, b: number): number {
  return Math.round(a * 100 + b * 100) / 100;
}
