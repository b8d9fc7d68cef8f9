import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatMoneyChange, formatDecimal, type DateStyle, type Zone } from './format';

/** What `Intl` writes for each style: the texts format.ts must give without it. */
const INTL_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  time: { timeStyle: 'medium' },
  month: { month: 'short' },
  dayOfMonth: { day: 'numeric' },
  // `hourCycle: 'h23'`: Intl's English with `hour12: false` writes midnight as "24:05"; the site writes "00:05".
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dayClock: { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  numericDate: { year: 'numeric', month: 'numeric', day: 'numeric' },
};

/** Every day of a leap year at a changing hour, minute and second, and the hours around midnight and noon. */
function sampleDates(): Date[] {
  const dates: Date[] = [];
  for (let day = 0; day < 366; day++) {
    dates.push(new Date(Date.UTC(2024, 0, 1 + day, (day * 7) % 24, (day * 13) % 60, (day * 17) % 60)));
  }
  for (const hours of [0, 1, 11, 12, 13, 23]) dates.push(new Date(Date.UTC(1999, 11, 31, hours, 5, 9)));
  return dates;
}

describe('dates without Intl', () => {
  // A visitor's zone with summer time, so that the local texts differ from UTC's (CI runs in UTC).
  const zoneBefore = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });
  const dates = sampleDates();
  for (const lang of ['zh-CN', 'en']) {
    for (const style of Object.keys(INTL_OPTIONS) as DateStyle[]) {
      for (const zone of ['utc', 'local'] as Zone[]) {
        it(`${lang} ${style} (${zone}) is Intl's text`, () => {
          const intl = new Intl.DateTimeFormat(lang, {
            ...INTL_OPTIONS[style],
            ...(zone === 'utc' ? { timeZone: 'UTC' } : {}),
          });
          for (const date of dates) expect(formatDate(date, lang, style, zone)).toBe(intl.format(date));
        });
      }
    }
  }

  it("writes local time in the visitor's zone", () => {
    const date = new Date('2024-07-02T03:30:00Z');
    expect(formatDate(date, 'zh-CN', 'dateTime', 'local')).toBe('2024年7月1日 23:30');
    expect(formatDate(date, 'en', 'dateTime', 'local')).toBe('Jul 1, 2024, 11:30 PM');
  });

  it('gives the texts people read', () => {
    const date = new Date('2024-05-02T20:03:09Z');
    expect(formatDate(date, 'zh-CN', 'dateTime', 'utc')).toBe('2024年5月2日 20:03');
    expect(formatDate(date, 'en', 'dateTime', 'utc')).toBe('May 2, 2024, 8:03 PM');
    expect(formatDate(new Date('2024-05-02T00:05:00Z'), 'en', 'clock', 'utc')).toBe('00:05');
  });
});

describe('numbers without Intl', () => {
  const values = [
    0,
    0.001,
    1e-7,
    9.9996,
    999.9995,
    1e21,
    0.005,
    0.125,
    1,
    1.5,
    1.005,
    2.675,
    12.5,
    99.995,
    999,
    1000,
    1234.5,
    -1234.567,
    10000,
    123456.789,
    1234567.891,
    -50,
    0.1 + 0.2,
    1e9 + 0.5,
    26.666666,
    100,
  ];
  const styles = [
    {},
    { minFraction: 2, maxFraction: 2 },
    { maxFraction: 2 },
    { minFraction: 2, maxFraction: 2, signed: true },
    { maxFraction: 0 },
  ];
  for (const lang of ['zh-CN', 'en']) {
    it(`${lang}: Intl's text for every value and style`, () => {
      for (const style of styles) {
        const intl = new Intl.NumberFormat(lang, {
          minimumFractionDigits: style.minFraction ?? 0,
          maximumFractionDigits: style.maxFraction ?? 3,
          signDisplay: style.signed ? 'exceptZero' : 'auto',
        });
        for (const value of values)
          expect(formatDecimal(value, style), `${value} ${JSON.stringify(style)}`).toBe(intl.format(value));
      }
    });
  }

  it('writes money with two decimals and changes with their sign', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoneyChange(12.5)).toBe('+12.50');
    expect(formatMoneyChange(-50)).toBe('-50.00');
    expect(formatMoneyChange(0)).toBe('0.00');
    // Where Intl writes "-0.00" (a negative zero, or a loss that rounds to nothing), the site writes no sign.
    expect(formatMoney(-0)).toBe('0.00');
    expect(formatMoney(-0.004)).toBe('0.00');
  });
});
