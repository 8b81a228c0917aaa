import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBoard } from '../../src/markets/model/board';
import type { MarketQuote, VenueSnapshot } from '../../src/markets/model/market';
import { VENUES, type BuiltInVenueId } from '../../src/markets/model/venues';

function quote(venue: BuiltInVenueId, base: string, extra: Partial<MarketQuote> = {}): MarketQuote {
  return {
    venue,
    base,
    symbol: base,
    unitSize: 1,
    fundingRateHourly: 0.00001,
    fundingIntervalHours: 1,
    nextFundingTime: null,
    markPrice: 1,
    openInterestUsd: 1,
    volume24hUsd: 1,
    maxLeverage: null,
    ...extra,
  };
}

const snapshot = (venue: BuiltInVenueId, markets: MarketQuote[]): VenueSnapshot => ({
  venue,
  markets,
  readAt: 0,
  droppedMarkets: 0,
});

describe('matching markets across venues', () => {
  it('puts the same asset on one row whatever each venue calls it', () => {
    const board = buildBoard([
      snapshot('hyperliquid', [
        quote('hyperliquid', 'PEPE', { symbol: 'kPEPE', unitSize: 1000 }),
        quote('hyperliquid', 'BTC'),
      ]),
      snapshot('aster', [quote('aster', 'PEPE', { symbol: '1000PEPEUSDT', unitSize: 1000 })]),
      snapshot('backpack', [quote('backpack', 'BTC', { symbol: 'BTC_USDC_PERP' })]),
    ]);
    expect(board.map((row) => [row.base, row.venueCount])).toEqual([
      ['BTC', 2],
      ['PEPE', 2],
    ]);
    expect(board[1]?.quotes.aster?.symbol).toBe('1000PEPEUSDT');
  });

  it('keeps the busier market when a venue lists an asset twice (BTCUSDT and BTCUSD1)', () => {
    const board = buildBoard([
      snapshot('aster', [
        quote('aster', 'BTC', { symbol: 'BTCUSD1', volume24hUsd: 5e6 }),
        quote('aster', 'BTC', { symbol: 'BTCUSDT', volume24hUsd: 9e8 }),
        quote('aster', 'BTC', { symbol: 'BTCUSDC', volume24hUsd: null }),
      ]),
    ]);
    expect(board).toHaveLength(1);
    expect(board[0]?.quotes.aster?.symbol).toBe('BTCUSDT');
    // Whichever comes first; on equal volumes the first listed stays.
    const busierFirst = buildBoard([
      snapshot('aster', [
        quote('aster', 'BTC', { symbol: 'BTCUSDT', volume24hUsd: 9e8 }),
        quote('aster', 'BTC', { symbol: 'BTCUSD1', volume24hUsd: 5e6 }),
        quote('aster', 'ETH', { symbol: 'ETHUSDT', volume24hUsd: 7e6 }),
        quote('aster', 'ETH', { symbol: 'ETHUSD1', volume24hUsd: 7e6 }),
      ]),
    ]);
    expect(busierFirst.map((row) => row.quotes.aster?.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
  });

  it('lists the assets in alphabetical order, whatever order the venues listed them in', () => {
    const board = buildBoard([
      snapshot('lighter', [quote('lighter', 'WIF'), quote('lighter', 'BTC'), quote('lighter', 'HYPE')]),
      snapshot('pacifica', [quote('pacifica', 'ETH'), quote('pacifica', 'AAVE')]),
    ]);
    expect(board.map((row) => row.base)).toEqual(['AAVE', 'BTC', 'ETH', 'HYPE', 'WIF']);
  });

  it('gives each asset one row, each venue at most one quote in it, and loses no asset', () => {
    const base = fc.constantFrom('BTC', 'ETH', 'SOL', 'PEPE', 'WIF', 'HYPE');
    const venueQuotes = fc.constantFrom(...VENUES).chain((venue) =>
      fc.tuple(
        fc.constant(venue),
        fc.array(
          base.map((name) => quote(venue, name)),
          { maxLength: 8 },
        ),
      ),
    );
    fc.assert(
      fc.property(fc.array(venueQuotes, { maxLength: 8 }), (inputs) => {
        const board = buildBoard(inputs.map(([venue, markets]) => snapshot(venue, markets)));
        const bases = board.map((row) => row.base);
        expect(new Set(bases).size).toBe(bases.length);
        expect([...bases].sort()).toEqual(bases);
        const expected = new Set(inputs.flatMap(([, markets]) => markets.map((market) => market.base)));
        expect(new Set(bases)).toEqual(expected);
        for (const row of board) {
          expect(row.venueCount).toBe(Object.keys(row.quotes).length);
          for (const [venue, market] of Object.entries(row.quotes)) {
            expect(market.venue).toBe(venue);
            expect(market.base).toBe(row.base);
          }
        }
      }),
    );
  });
});
