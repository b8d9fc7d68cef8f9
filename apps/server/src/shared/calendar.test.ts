import { describe, expect, it } from 'vitest';
import { addDays, countPerDay, dateKey, periodDays, startOfDay } from './calendar.js';

describe('calendar days', () => {
  it('keys an instant by its calendar date in the time zone', () => {
    const instant = new Date('2026-03-17T17:30:00Z');
    expect(dateKey(instant, 'Asia/Shanghai')).toBe('2026-03-18');
    expect(dateKey(instant, 'UTC')).toBe('2026-03-17');
    expect(dateKey(instant, 'America/Los_Angeles')).toBe('2026-03-17');
  });

  it('moves keys by calendar days across month and year ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('lists the period oldest first, ending today', () => {
    expect(periodDays(new Date('2026-01-02T01:00:00Z'), 'Asia/Shanghai', 4)).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
  });

  it('finds local midnight, also on DST change days', () => {
    expect(startOfDay('2026-03-18', 'Asia/Shanghai').toISOString()).toBe('2026-03-17T16:00:00.000Z');
    expect(startOfDay('2026-03-18', 'UTC').toISOString()).toBe('2026-03-18T00:00:00.000Z');
    // New York switches to summer time at 02:00 on 8 March 2026; midnight is still EST (-05:00).
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('counts per day with zero days included and outsiders ignored', () => {
    const keys = ['2026-03-16', '2026-03-17', '2026-03-18'];
    const instants = [
      '2026-03-15T15:59:59Z',
      '2026-03-15T16:00:00Z',
      '2026-03-17T16:30:00Z',
      '2026-03-18T10:00:00Z',
    ].map((s) => new Date(s));
    expect(countPerDay(instants, keys, 'Asia/Shanghai')).toEqual([
      { date: '2026-03-16', count: 1 },
      { date: '2026-03-17', count: 0 },
      { date: '2026-03-18', count: 2 },
    ]);
  });
});
