import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPEN_INTEREST_STATE,
  OI_TEXT_COLUMNS,
  openInterestStateSchema,
  type OpenInterestState,
} from '../../../src/features/open-interest/model/open-interest-state';
import { openInterestRows, venueTotals } from '../../../src/features/open-interest/model/open-interest-rows';
import { VENUES } from '../../../src/markets/model/venues';
import { boardOf, quote } from '../../markets/quote-fixtures';

const state = (change: Partial<OpenInterestState> = {}): OpenInterestState => ({
  ...DEFAULT_OPEN_INTEREST_STATE,
  ...change,
});

const board = boardOf(
  quote('hyperliquid', 'BTC', 0.00001, { openInterestUsd: 300e6, volume24hUsd: 900e6, markPrice: 97_000 }),
  quote('lighter', 'BTC', 0.00002, { openInterestUsd: 100e6, volume24hUsd: 100e6, markPrice: 97_100 }),
  quote('aster', 'BTC', 0.00003, { openInterestUsd: null, volume24hUsd: 500e6, markPrice: 96_900 }),
  quote('pacifica', 'SOL', 0.00001, { openInterestUsd: 20e6, volume24hUsd: 10e6, markPrice: 180 }),
);

describe('the open interest table', () => {
  it('totals each market and gives each venue its share; a venue without the figure has none', () => {
    const btc = openInterestRows(board, state()).find((row) => row.base === 'BTC');
    expect(btc?.total).toBe(400e6);
    expect(btc?.shares).toEqual({ hyperliquid: 0.75, lighter: 0.25 });
    expect(btc?.values.aster).toBeUndefined();
  });

  it('averages prices and funding instead of adding them', () => {
    expect(openInterestRows(board, state({ metric: 'markPrice' })).find((row) => row.base === 'BTC')?.total).toBe(
      97_000,
    );
    const funding = openInterestRows(board, state({ metric: 'funding' })).find((row) => row.base === 'BTC');
    expect(funding?.total).toBeCloseTo(0.00002 * 8760, 10);
    expect(funding?.shares).toEqual({});
  });

  it('sorts by total open interest by default, and by any venue or the name', () => {
    expect(openInterestRows(board, state()).map((row) => row.base)).toEqual(['BTC', 'SOL']);
    expect(
      openInterestRows(board, state({ sort: { column: 'pacifica', direction: 'desc' } })).map((row) => row.base),
    ).toEqual(['SOL', 'BTC']);
    expect(
      openInterestRows(board, state({ sort: { column: 'market', direction: 'desc' } })).map((row) => row.base),
    ).toEqual(['SOL', 'BTC']);
  });

  it('totals each venue over the listed markets', () => {
    const rows = openInterestRows(board, state({ metric: 'volume' }));
    expect(venueTotals(rows, VENUES)).toEqual({
      byVenue: { hyperliquid: 900e6, lighter: 100e6, aster: 500e6, pacifica: 10e6 },
      all: 1510e6,
    });
  });

  it('shares always add up to the whole market', () => {
    const amount = fc.option(fc.double({ min: 0, max: 1e10, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...VENUES), amount), { maxLength: 12 }), (items) => {
        const rows = openInterestRows(
          boardOf(...items.map(([venue, value]) => quote(venue, 'BTC', 0, { openInterestUsd: value }))),
          state(),
        );
        for (const row of rows) {
          const shares = Object.values(row.shares);
          if (shares.length > 0) expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
        }
      }),
    );
  });

  it('keeps only a state of its own', () => {
    expect(openInterestStateSchema.safeParse(DEFAULT_OPEN_INTEREST_STATE).success).toBe(true);
    for (const broken of [
      null,
      { ...DEFAULT_OPEN_INTEREST_STATE, metric: 'liquidations' },
      { ...DEFAULT_OPEN_INTEREST_STATE, sort: undefined },
      { ...DEFAULT_OPEN_INTEREST_STATE, sort: { column: 'spread', direction: 'desc' } },
      { ...DEFAULT_OPEN_INTEREST_STATE, sort: { column: 'total', direction: 'down' } },
      { ...DEFAULT_OPEN_INTEREST_STATE, hiddenVenues: ['binance'] },
    ]) {
      expect(openInterestStateSchema.safeParse(broken).success).toBe(false);
    }
  });

  it('sorts by the largest total first until the user chooses; only the market column holds names', () => {
    expect(DEFAULT_OPEN_INTEREST_STATE.sort).toEqual({ column: 'total', direction: 'desc' });
    expect(OI_TEXT_COLUMNS).toEqual(['market']);
  });
});
