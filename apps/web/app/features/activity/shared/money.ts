import { formatDecimal } from '../../../lib/format';

/** A rate multiplier as a percentage with two decimals: 1.1345 → "113.45". */
export function formatRate(value: number): string {
  return formatDecimal(value * 100, { minFraction: 2, maxFraction: 2 });
}

/** Cents-exact arithmetic for amounts that travel as decimals (12.5 + 0.1 stays 12.6). */
export function addMoney(a: number, b: number): number {
  return Math.round(a * 100 + b * 100) / 100;
}
