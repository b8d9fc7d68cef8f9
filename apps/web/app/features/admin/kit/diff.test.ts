import { describe, expect, it } from 'vitest';
import { diffRecords, formatValue } from './diff';

describe('audit diff', () => {
  it('flags changed keys and keeps unchanged ones', () => {
    const rows = diffRecords(
      { title: '旧', orderNum: 1, tags: ['a'] },
      { title: '新', orderNum: 1, tags: ['a', 'b'], isPublished: true },
    );
    expect(rows).toEqual([
      { key: 'title', before: '旧', after: '新', changed: true },
      { key: 'orderNum', before: 1, after: 1, changed: false },
      { key: 'tags', before: ['a'], after: ['a', 'b'], changed: true },
      { key: 'isPublished', before: undefined, after: true, changed: true },
    ]);
  });

  it('shows a creation or deletion as all changed', () => {
    expect(diffRecords(null, { a: 1 })).toEqual([{ key: 'a', before: undefined, after: 1, changed: true }]);
    expect(diffRecords({ a: 1 }, undefined)).toEqual([{ key: 'a', before: 1, after: undefined, changed: true }]);
  });

  it('gives up on non-objects', () => {
    expect(diffRecords('old value', 'new value')).toBeNull();
    expect(diffRecords(null, null)).toBeNull();
    expect(diffRecords([1], [2])).toBeNull();
  });

  it('formats values', () => {
    expect(formatValue('text')).toBe('text');
    expect(formatValue(undefined)).toBe('—');
    expect(formatValue({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(formatValue('x'.repeat(10), 4)).toBe('xxxx…');
  });
});
