import { DEFAULT_DRAW_GAMES } from '@clearsight/contracts';
import { describe, expect, it } from 'vitest';
import { chances, expectedPrize, formatPercent, totalWeight } from './prize-model';

describe('prize table arithmetic', () => {
  it("gives the original wheel's numbers: weight 150, expected prize 36.5", () => {
    const wheel = DEFAULT_DRAW_GAMES.find((g) => g.game === 'wheel')!.prizes;
    expect(totalWeight(wheel)).toBe(150);
    expect(expectedPrize(wheel)).toBeCloseTo(5476 / 150); // about 36.5
    const pct = chances(wheel);
    expect(pct[0]).toBeCloseTo(20);
    expect(pct[9]).toBeCloseTo(0.6667, 3);
    expect(pct.reduce((a, b) => a! + b!, 0)).toBeCloseTo(100);
  });

  it('ignores empty or negative weights and has no chances without any weight', () => {
    expect(chances([{ weight: 0 }, { weight: 0 }])).toEqual([null, null]);
    expect(expectedPrize([{ weight: 0, value: 10 }])).toBeNull();
    expect(chances([{ weight: 3 }, { weight: -1 }, { weight: Number.NaN }, { weight: 1 }])).toEqual([75, 0, 0, 25]);
  });

  it('formats percentages with at most two decimals', () => {
    expect(formatPercent(100 / 150)).toBe('0.67%');
    expect(formatPercent(20)).toBe('20%');
    expect(formatPercent(null)).toBe('—');
  });
});
