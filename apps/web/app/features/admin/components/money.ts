/** Money (钱钱) in the console: two decimals, grouped the reader's way; changes carry their sign. */
import { numberFormat } from '../../../lib/format';

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(lang: string, signed: boolean): Intl.NumberFormat {
  const key = `${lang}|${signed ? 'signed' : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = numberFormat(lang, {
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

/** "+12.50", "-50.00". */
export function formatMoneyChange(value: number, lang: string): string {
  return formatFor(lang, true).format(value);
}
