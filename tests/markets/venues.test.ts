import { describe, expect, it } from 'vitest';
import { isVenueId, VENUE_NAMES, VENUES } from '../../src/markets/model/venues';

describe('venues', () => {
  it('are the Airdrop Farming menu’s, in its order, then Backpack', () => {
    expect(VENUES).toEqual(['aster', 'pacifica', 'edgex', 'hyperliquid', 'lighter', 'backpack']);
  });

  it('are named as each venue writes its own name, in every language', () => {
    expect(VENUES.map((venue) => VENUE_NAMES[venue])).toEqual([
      'Aster',
      'Pacifica',
      'EdgeX',
      'Hyperliquid',
      'Lighter',
      'Backpack',
    ]);
  });

  it('knows only its own ids: not another case, a name, a number or nothing', () => {
    for (const venue of VENUES) expect(isVenueId(venue)).toBe(true);
    for (const other of ['Aster', 'binance', '', 'backpack ', 0, null, undefined, ['aster'], { aster: true }]) {
      expect(isVenueId(other)).toBe(false);
    }
  });
});
