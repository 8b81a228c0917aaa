import { describe, expect, it } from 'vitest';
import { judgementLookup } from '../../../src/features/live-feed/model/confidence-lookup';
import type { Comps } from '../../../src/cards/model/comps';
import type { ResolvedCard } from '../../../src/cards/model/card';
import { storedEvent } from '../../feed/history-fixtures';

const NOW = Date.UTC(2026, 10, 28);
const comps = (prices: number[]): Comps => {
  const sales = prices.map((priceUSD, index) => ({
    key: `s${index}`,
    priceUSD,
    time: NOW - 3_600_000,
    certificate: null,
    assetId: null,
    names: ['charizard'],
    grade: 10,
    link: null,
    platform: 'collector_crypt' as const,
  }));
  const [last] = sales;
  if (!last) throw new Error('no sales');
  const sorted = [...prices].sort((a, b) => a - b);
  return { sales, median: sorted[Math.floor(sorted.length / 2)] ?? 0, last, vsMedianPct: null };
};
const card: ResolvedCard = {
  certificate: '73027008',
  assetId: 'asset-1',
  name: 'Charizard',
  brand: 'Pokemon Base Set',
  cardNumber: '4',
  predictedPrice: 1000,
  grade: 10,
};

describe('judgementLookup', () => {
  it('judges each event once, at the time it is first asked, from its card and comps', () => {
    let clockReads = 0;
    const now = () => {
      clockReads++;
      return NOW;
    };
    const judgementOf = judgementLookup(
      () => undefined,
      () => comps([500, 505, 495, 500, 510]),
      now,
    );
    const listing = storedEvent({ priceUSD: 400, difference: 100, percentage: 20 });
    expect(judgementOf(listing)).toMatchObject({ level: 'high', figure: 'feed', input: { count: 5 } });
    judgementOf(listing);
    expect(clockReads).toBe(1);
  });

  it('weighs the valuation’s prediction when the value is the valuation’s, and the comps alone otherwise', () => {
    const valued = judgementLookup(
      () => card,
      () => comps([500]),
      () => NOW,
    );
    expect(valued(storedEvent())).toMatchObject({ level: 'low', figure: 'valuation', input: { disagreementPct: 100 } });
    const fromComps = judgementLookup(
      () => null,
      () => comps([500, 500, 500]),
      () => NOW,
    );
    expect(fromComps(storedEvent())).toMatchObject({ level: 'medium', figure: null });
  });

  it('has nothing to judge without a market value', () => {
    const judgementOf = judgementLookup(
      () => null,
      () => null,
      () => NOW,
    );
    expect(judgementOf(storedEvent())).toBeNull();
  });
});
