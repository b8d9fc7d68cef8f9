import { getHubStatuses } from '../../../lib/realtime/hub-store';
import { setMoney } from '../../../lib/session/session-store';

/**
 * Brings the header's money up to the balance an activity answered with. While the personal hub is
 * connected the header follows the `Money` events (docs/product.md#realtime), which carry signed amounts:
 * setting the balance as well could count a change twice. Without that connection no event will come, so
 * the answer's balance is the header's only news.
 */
export function settleBalance(money: number): void {
  if (getHubStatuses().bbsNotice.state !== 'connected') setMoney(money);
}
