import type { DrawPrize } from '@clearsight/contracts';
import { formatDecimal } from '../../../../lib/format';

/** Pure arithmetic of a prize table: what staff see next to the weights while they edit them. */

type Weighted = Pick<DrawPrize, 'weight'> & { value?: number | null };

const weightOf = (p: Weighted) =>
  typeof p.weight === 'number' && Number.isFinite(p.weight) && p.weight > 0 ? p.weight : 0;

export function totalWeight(prizes: readonly Weighted[]): number {
  return prizes.reduce((sum, p) => sum + weightOf(p), 0);
}

/** Each prize's chance in percent (weight / total × 100); all null while no weight is above 0. */
export function chances(prizes: readonly Weighted[]): Array<number | null> {
  const total = totalWeight(prizes);
  return prizes.map((p) => (total > 0 ? (weightOf(p) / total) * 100 : null));
}

/** The average prize of one draw, in money; null while no weight is above 0. */
export function expectedPrize(prizes: readonly Weighted[]): number | null {
  const total = totalWeight(prizes);
  if (total === 0) return null;
  const sum = prizes.reduce((acc, p) => acc + weightOf(p) * (typeof p.value === 'number' ? p.value : 0), 0);
  return sum / total;
}

/** A percentage with at most two decimals ("26.67%", "0.67%", "100%"). */
export function formatPercent(value: number | null): string {
  if (value === null) return '—';
  return `${formatDecimal(value, { maxFraction: 2 })}%`;
}

/** Cells of the 3×3 grid game in drawing order, clockwise from the top left; the centre is the button. */
export const GRID_CELLS: ReadonlyArray<{ x: number; y: number }> = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 2, y: 0 },
  { x: 2, y: 1 },
  { x: 2, y: 2 },
  { x: 1, y: 2 },
  { x: 0, y: 2 },
  { x: 0, y: 1 },
];
