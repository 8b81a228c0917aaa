import { afterEach, describe, expect, it } from 'vitest';
import { setSimMarketCount, SIM_ASSETS, simAssetsOn } from '../../../src/mocks/venues/market-sim';
import { VENUE_LIST } from '../../../src/markets/venues/venue-list';

afterEach(() => setSimMarketCount(null));

describe('how many markets the simulated venues list', () => {
  it('lists the demo’s own markets, each on the venues that list it, until a number is asked for', () => {
    expect(simAssetsOn('hyperliquid')).toEqual(SIM_ASSETS.filter((asset) => asset.venues.includes('hyperliquid')));
  });

  it('lists the first few on every venue when fewer are asked for (a test that must not wait for a whole table)', () => {
    setSimMarketCount(3);
    for (const venue of VENUE_LIST) {
      expect(simAssetsOn(venue.id).map((asset) => asset.base)).toEqual(['BTC', 'ETH', 'SOL']);
    }
    setSimMarketCount(0);
    expect(simAssetsOn('aster').map((asset) => asset.base)).toEqual(['BTC']);
  });

  it('adds numbered markets after the demo’s own when more are asked for, and goes back on null', () => {
    setSimMarketCount(150);
    const listed = simAssetsOn('lighter');
    expect(listed).toHaveLength(150);
    expect(listed[SIM_ASSETS.length]?.base).toBe('BENCH001');
    setSimMarketCount(null);
    expect(simAssetsOn('lighter')).toEqual(SIM_ASSETS.filter((asset) => asset.venues.includes('lighter')));
  });
});
