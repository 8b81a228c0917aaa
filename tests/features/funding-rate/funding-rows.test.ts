import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FUNDING_RATE_STATE,
  FUNDING_TEXT_COLUMNS,
  fundingRateStateSchema,
  withDefaults,
  type FundingRateState,
} from '../../../src/features/funding-rate/model/funding-rate-state';
import {
  fundingRows,
  rateNow,
  sortFundingRows,
  unsortedFundingRows,
} from '../../../src/features/funding-rate/model/funding-rows';
import type { MarketQuote } from '../../../src/markets/model/market';
import type { BasisRate } from '../../../src/markets/model/pair-basis';
import { VENUES, type VenueId } from '../../../src/markets/model/venues';
import { boardOf, quote } from '../../markets/quote-fixtures';

const state = (change: Partial<FundingRateState> = {}): FundingRateState => ({
  ...DEFAULT_FUNDING_RATE_STATE,
  ...change,
});

const board = boardOf(
  quote('hyperliquid', 'BTC', 0.00001),
  quote('aster', 'BTC', 0.00003),
  quote('lighter', 'BTC', -0.00002),
  quote('hyperliquid', 'ETH', 0.00001),
  quote('pacifica', 'ETH', 0.00002),
  quote('aster', 'ASTER', 0.0005),
  quote('edgex', 'TIA', 0.00001, { openInterestUsd: 10_000, volume24hUsd: 20_000 }),
  quote('backpack', 'TIA', 0.00004, { symbol: 'TIA_USDC_PERP' }),
);

describe('the funding matrix', () => {
  it('pairs each market long where funding is lowest and short where highest, with its gross and net APR and carry', () => {
    const btc = fundingRows(board, state()).find((row) => row.base === 'BTC');
    expect(btc?.pair).toMatchObject({ long: 'lighter', short: 'aster' });
    expect(btc?.pair?.grossApr).toBeCloseTo(0.00005 * 8760, 10);
    // Lighter 0 % + Aster 0.035 % taker, opened and closed: 0.07 %, spread over the default 7-day hold.
    const net = 0.00005 * 8760 - (0.0007 * 365) / 7;
    expect(btc?.pair?.netApr).toBeCloseTo(net, 10);
    expect(btc?.carryPerDay).toBeCloseTo((10_000 * net) / 365, 8);
  });

  it("counts the user's fees and hold: maker fees and a longer hold leave more", () => {
    const maker = { order: 'maker', taker: null, maker: null } as const;
    const btc = (change: Partial<FundingRateState>, fees = {}) =>
      fundingRows(board, state(change), new Set(), fees).find((row) => row.base === 'BTC')?.pair?.netApr ?? 0;
    expect(btc({}, { aster: maker })).toBeCloseTo(0.438 - (0.0002 * 365) / 7, 10);
    expect(btc({ holdDays: 30 })).toBeCloseTo(0.438 - (0.0007 * 365) / 30, 10);
    expect(btc({ holdDays: 1 })).toBeLessThan(btc({ holdDays: 7 }));
  });

  it('says what entering costs beyond fees: the long leg dearer than the short is a positive gap', () => {
    const priced = boardOf(
      quote('hyperliquid', 'BTC', 0.00001, { markPrice: 100_050 }),
      quote('aster', 'BTC', 0.00003, { markPrice: 100_000 }),
    );
    expect(fundingRows(priced, state())[0]?.gapBps).toBeCloseTo(5, 1);
    const unpriced = boardOf(quote('hyperliquid', 'BTC', 0.00001, { markPrice: null }), quote('aster', 'BTC', 0.00003));
    expect(fundingRows(unpriced, state())[0]?.gapBps).toBeNull();
  });

  it('lists markets on two venues or more first, best net return first by default, then single-venue markets', () => {
    expect(fundingRows(board, state()).map((row) => row.base)).toEqual(['BTC', 'TIA', 'ETH', 'ASTER']);
  });

  it('orders the same row objects again on a sort, leaving the rows it was given as they were', () => {
    const rows = unsortedFundingRows(board, state());
    const before = [...rows];
    const byMarket = sortFundingRows(rows, { column: 'market', direction: 'asc' });
    expect(byMarket.map((row) => row.base)).toEqual(['BTC', 'ETH', 'TIA', 'ASTER']);
    expect(rows).toEqual(before);
    expect(byMarket.every((row) => rows.includes(row))).toBe(true);
    expect(sortFundingRows(rows, state().sort)).toEqual(fundingRows(board, state()));
  });

  it('keeps only pairs returning at least the minimum after fees, when there is one', () => {
    expect(fundingRows(board, state({ minNetApr: 0.3 })).map((row) => row.base)).toEqual(['BTC']);
    expect(fundingRows(board, state({ minNetApr: -10 })).map((row) => row.base)).toEqual(['BTC', 'TIA', 'ETH']);
    expect(fundingRows(board, state({ minNetApr: null }))).toHaveLength(4);
  });

  it('sorts by net, gross, carry and gap as by any other figure', () => {
    const by = (column: FundingRateState['sort']['column']) =>
      fundingRows(board, state({ sort: { column, direction: 'asc' } })).map((row) => row.base);
    expect(by('net')).toEqual(['ETH', 'TIA', 'BTC', 'ASTER']);
    expect(by('spread')).toEqual(['ETH', 'TIA', 'BTC', 'ASTER']);
    expect(by('carry')).toEqual(['ETH', 'TIA', 'BTC', 'ASTER']);
    expect(by('gap')).toEqual(['BTC', 'ETH', 'TIA', 'ASTER']);
  });

  it('sorts by any column, with markets missing from that venue last either way', () => {
    const byAster = (direction: 'asc' | 'desc') =>
      fundingRows(board, state({ sort: { column: 'aster', direction } })).map((row) => row.base);
    expect(byAster('desc')).toEqual(['BTC', 'ETH', 'TIA', 'ASTER']);
    expect(byAster('asc')).toEqual(['BTC', 'ETH', 'TIA', 'ASTER']);
    expect(fundingRows(board, state({ sort: { column: 'market', direction: 'desc' } })).map((row) => row.base)).toEqual(
      ['TIA', 'ETH', 'BTC', 'ASTER'],
    );
    expect(fundingRows(board, state({ sort: { column: 'pair', direction: 'asc' } })).map((row) => row.base)).toEqual([
      'TIA',
      'ETH',
      'BTC',
      'ASTER',
    ]);
  });

  it('filters by name (a venue symbol finds the market), minimum open interest and minimum volume', () => {
    expect(
      fundingRows(board, state({ filter: { text: 'tia_usdc', minOpenInterestUsd: 0, minVolumeUsd: 0 } })).map(
        (row) => row.base,
      ),
    ).toEqual(['TIA']);
    const deep = fundingRows(board, state({ filter: { text: '', minOpenInterestUsd: 50_000, minVolumeUsd: 0 } }));
    const tia = deep.find((row) => row.base === 'TIA');
    expect(tia?.venueCount).toBe(1);
    expect(tia?.pair).toBeNull();
    expect(fundingRows(board, state({ filter: { text: '', minOpenInterestUsd: 0, minVolumeUsd: 1e9 } }))).toEqual([]);
  });

  it('leaves hidden venues out of the cells and the pair', () => {
    const rows = fundingRows(board, state({ hiddenVenues: ['lighter'] }));
    const btc = rows.find((row) => row.base === 'BTC');
    expect(btc?.quotes.lighter).toBeUndefined();
    expect(btc?.pair).toMatchObject({ long: 'hyperliquid', short: 'aster' });
  });

  it("shows an unavailable venue's last rate but never trades on it", () => {
    const btc = fundingRows(board, state(), new Set(['lighter'])).find((row) => row.base === 'BTC');
    expect(btc?.quotes.lighter?.fundingRateHourly).toBe(-0.00002);
    expect(btc?.pair).toMatchObject({ long: 'hyperliquid', short: 'aster' });
  });

  it('keeps the multi-venue group first and each group in order, for any sort', () => {
    const columns = fc.constantFrom('market', ...VENUES, 'pair', 'gap', 'spread', 'net', 'carry');
    const rate = fc.double({ min: -0.001, max: 0.001, noNaN: true });
    const quotes = fc.array(
      fc.tuple(fc.constantFrom(...VENUES), fc.constantFrom('BTC', 'ETH', 'SOL', 'WIF', 'PEPE'), rate),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(quotes, columns, fc.constantFrom('asc', 'desc'), (items, column, direction) => {
        const rows = fundingRows(
          boardOf(...items.map(([venue, base, hourly]) => quote(venue, base, hourly))),
          state({ sort: { column, direction } }),
        );
        const firstSingle = rows.findIndex((row) => row.venueCount < 2);
        if (firstSingle >= 0) expect(rows.slice(firstSingle).every((row) => row.venueCount < 2)).toBe(true);
        for (const row of rows) {
          if (row.venueCount >= 2) {
            // Never the losing direction of a pair (a spread too small to tell beside the fees, below about 1e-18 an hour, ties
            // both directions, and the first venue listed goes long).
            expect(row.pair?.spreadHourly).toBeGreaterThanOrEqual(-1e-15);
            expect(row.pair?.netApr).toBeLessThanOrEqual(row.pair?.grossApr ?? 0);
          } else expect(row.pair).toBeNull();
        }
      }),
    );
  });
});

describe('the funding matrix on an average view', () => {
  /** Each venue's "average", as the history would give it: here its rate now times ten, or a state of its own. */
  const averages =
    (states: Partial<Record<VenueId, BasisRate>> = {}) =>
    (quote: MarketQuote): BasisRate =>
      states[quote.venue] ?? { state: 'known', rateHourly: quote.fundingRateHourly * 10 };

  it('makes the pair, its net return and its carry of the averages, not of the rates now', () => {
    const rows = fundingRows(board, state({ view: '7d' }), new Set(), {}, averages());
    const btc = rows.find((row) => row.base === 'BTC');
    // Long Lighter at -0.0002 an hour, short Aster at 0.0003: 0.0005 an hour, ten times the spread now.
    expect(btc?.pair).toMatchObject({ long: 'lighter', short: 'aster' });
    expect(btc?.pair?.spreadHourly).toBeCloseTo(0.0005, 12);
    expect(btc?.carryPerDay).toBeCloseTo((10_000 * (btc?.pair?.netApr ?? Number.NaN)) / 365, 8);
    expect(btc?.reading).toEqual([]);
    expect(btc?.leftOut).toEqual([]);
  });

  it('waits while a venue is read, keeping the row under a net minimum it cannot be judged by yet', () => {
    const waiting = averages({ aster: { state: 'reading' } });
    const rows = fundingRows(board, state({ minNetApr: 0.5 }), new Set(), {}, waiting);
    const btc = rows.find((row) => row.base === 'BTC');
    expect(btc).toMatchObject({ pair: null, reading: ['aster'], carryPerDay: null, gapBps: null });
    expect(rows.map((row) => row.base)).toContain('BTC');
  });

  it('leaves out a venue without an average, saying so, and pairs the others', () => {
    const rows = fundingRows(board, state(), new Set(), {}, averages({ aster: { state: 'missing', why: 'failed' } }));
    const btc = rows.find((row) => row.base === 'BTC');
    expect(btc).toMatchObject({ leftOut: ['aster'], reading: [], pair: { long: 'lighter', short: 'hyperliquid' } });
  });

  it('has no carry while the size does not read, and keeps the pair', () => {
    const btc = unsortedFundingRows(board, { ...state(), sizeUsd: null }).find((row) => row.base === 'BTC');
    expect(btc?.pair).not.toBeNull();
    expect(btc?.carryPerDay).toBeNull();
  });

  it('is the rates now when no basis is given', () => {
    const now = fundingRows(board, state()).find((row) => row.base === 'BTC');
    const named = fundingRows(board, state(), new Set(), {}, rateNow).find((row) => row.base === 'BTC');
    expect(named).toStrictEqual(now);
    expect(now?.pair?.spreadHourly).toBeCloseTo(0.00005, 12);
  });
});

describe('the Funding Rate panel state', () => {
  it('reads back its defaults and refuses what is not its own', () => {
    expect(fundingRateStateSchema.safeParse(DEFAULT_FUNDING_RATE_STATE).success).toBe(true);
    for (const broken of [
      null,
      { ...DEFAULT_FUNDING_RATE_STATE, period: '2h' },
      { ...DEFAULT_FUNDING_RATE_STATE, sizeUsd: -1 },
      { ...DEFAULT_FUNDING_RATE_STATE, sizeUsd: Number.NaN },
      { ...DEFAULT_FUNDING_RATE_STATE, hiddenVenues: ['binance'] },
      { ...DEFAULT_FUNDING_RATE_STATE, sort: { column: 'volume', direction: 'desc' } },
      { ...DEFAULT_FUNDING_RATE_STATE, filter: { text: 'x'.repeat(41), minOpenInterestUsd: 0, minVolumeUsd: 0 } },
      { ...DEFAULT_FUNDING_RATE_STATE, holdDays: 14 },
      { ...DEFAULT_FUNDING_RATE_STATE, view: '90d' },
      { ...DEFAULT_FUNDING_RATE_STATE, minNetApr: 1e6 },
    ]) {
      expect(fundingRateStateSchema.safeParse(broken).success).toBe(false);
    }
  });

  it('sorts by the best net return first until the user chooses; only the market and the pair hold names', () => {
    expect(DEFAULT_FUNDING_RATE_STATE.sort).toEqual({ column: 'net', direction: 'desc' });
    expect(DEFAULT_FUNDING_RATE_STATE).toMatchObject({ holdDays: 7, view: 'now', minNetApr: null });
    expect([...FUNDING_TEXT_COLUMNS].sort()).toEqual(['market', 'pair']);
  });

  it('reads a layout saved before the hold, the view and the net filter existed, with their defaults', () => {
    const older: Partial<FundingRateState> = { ...DEFAULT_FUNDING_RATE_STATE };
    delete older.holdDays;
    delete older.view;
    delete older.minNetApr;
    const parsed = fundingRateStateSchema.safeParse({ ...older, sort: { column: 'spread', direction: 'desc' } });
    expect(parsed.success).toBe(true);
    expect(withDefaults(parsed.data)).toMatchObject({ holdDays: 7, view: 'now', minNetApr: null });
    expect(withDefaults(undefined)).toBeUndefined();
  });

  it('keeps the hold, the view and the net filter a layout saved', () => {
    const saved = { ...DEFAULT_FUNDING_RATE_STATE, holdDays: 30 as const, view: '7d' as const, minNetApr: 0.1 };
    expect(withDefaults(saved)).toEqual(saved);
    expect(withDefaults({ ...saved, minNetApr: undefined })?.minNetApr).toBeNull();
  });
});
