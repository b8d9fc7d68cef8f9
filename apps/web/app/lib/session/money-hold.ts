import { addMoney } from './session-store';

/**
 * A lucky draw's result is known to the server (and its `Money` events are sent) about five seconds before the
 * widget stops on it. The money shown must not tell the prize first: while a draw page holds its draw, the
 * changes that belong to draws wait here and are applied when the page lets go (the widget's end event).
 * Every other change (a sign-in in another tab, a staff adjustment) keeps flowing.
 */
const DRAW_REASONS = /^draw\./;

let holders = 0;
let held: number[] = [];

/** Applies a `Money` event: at once, or at the end of the running draw when it belongs to a draw. */
export function receiveMoney(amount: number, reason?: unknown): void {
  if (holders > 0 && typeof reason === 'string' && DRAW_REASONS.test(reason)) held.push(amount);
  else addMoney(amount);
}

/**
 * Holds the draws' money changes until the answered function is called (once; later calls do nothing). The
 * held changes are applied in their order when the last holder lets go.
 */
export function holdDrawMoney(): () => void {
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    const changes = held;
    held = [];
    for (const amount of changes) addMoney(amount);
  };
}

/** Tests only: nothing held, nobody holding. */
export function resetMoneyHoldForTests(): void {
  holders = 0;
  held = [];
}
