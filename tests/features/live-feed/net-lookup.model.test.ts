import { describe, expect, it } from 'vitest';
import { netLookup } from '../../../src/features/live-feed/model/net-lookup';
import { storedEvent } from '../../feed/history-fixtures';

describe('netLookup', () => {
  it('nets each event’s gap to its market value of the platform’s costs, once per event', () => {
    let asked = 0;
    const cardOf = () => {
      asked++;
      return undefined;
    };
    const netOf = netLookup(cardOf, () => null, { pct: 0.02, fixedUsd: 1 });
    const listing = storedEvent({ priceUSD: 400, difference: 100, percentage: 20 });
    expect(netOf(listing)).toStrictEqual({ grossUsd: 100, grossPct: 20, costUsd: 409, netUsd: 91, netPct: 18.2 });
    expect(netOf(listing)?.netUsd).toBe(91);
    expect(asked).toBe(1);
  });

  it('is nothing for an event without a market value or a price', () => {
    const netOf = netLookup(
      () => undefined,
      () => null,
      { pct: 0, fixedUsd: 0 },
    );
    expect(netOf(storedEvent({ difference: null, percentage: null }))).toBeNull();
    expect(netOf(storedEvent({ tokenMint: 'x', priceUSD: null, difference: 5 }))).toBeNull();
  });
});
