import { eventKey, type FeedEvent } from '../../../feed/model/feed-event';
import { netGap, type BuyingCosts, type NetGap } from '../../../cards/model/net-deal';
import { rowValue, type CardOf, type CompsOf } from './history-table';

export type NetOf = (event: FeedEvent) => NetGap | null;

/**
 * Each event's gap to its market value after the platform's buying costs, worked out when a row or the deal alerts
 * first ask and remembered for these cards, comps and costs (cheap per event: the feed's busiest moments stay smooth).
 */
export function netLookup(cardOf: CardOf, compsOf: CompsOf, costs: BuyingCosts): NetOf {
  const known = new Map<string, NetGap | null>();
  return (event) => {
    const key = eventKey(event);
    let gap = known.get(key);
    if (gap === undefined) {
      const value = rowValue(event, cardOf(event), compsOf(event));
      gap = value === null ? null : netGap(value.valueUSD, event.priceUSD, costs);
      known.set(key, gap);
    }
    return gap;
  };
}
