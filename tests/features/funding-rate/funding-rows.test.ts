import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FUNDING_RATE_STATE,
  FUNDING_TEXT_COLUMNS,
  fundingRateStateSchema,
  type FundingRateState,
} from '../../../src/features/funding-rate/model/funding-rate-state';
import { fundingRows } from '../../../src/features/funding-rate/model/funding-rows';
import { VENUES } from '../../../src/markets/model/venues';
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
  it('pairs each market long where funding is lowest and short where highest, with its APR spread and carry', () => {
    const btc = fundingRows(board, state()).find((row) => row.base === 'BTC');
    expect(btc?.pair).toMatchObject({ long: 'lighter', short: 'aster' });
    expect(btc?.spreadApr).toBeCloseTo(0.00005 * 8760, 10);
    expect(btc?.carryPerDay).toBeCloseTo(10_000 * 0.00005 * 24, 8);
  });

  it('lists markets on two venues or more first, sorted by spread by default, then single-venue markets', () => {
    expect(fundingRows(board, state()).map((row) => row.base)).toEqual(['BTC', 'TIA', 'ETH', 'ASTER']);
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
    const columns = fc.constantFrom('market', ...VENUES, 'pair', 'spread', 'carry');
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
          if (row.venueCount >= 2) expect(row.pair?.spreadHourly).toBeGreaterThanOrEqual(0);
          else expect(row.pair).toBeNull();
        }
      }),
    );
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
    ]) {
      expect(fundingRateStateSchema.safeParse(broken).success).toBe(false);
    }
  });

  it('sorts by the widest spread first until the user chooses; only the market and the pair hold names', () => {
    expect(DEFAULT_FUNDING_RATE_STATE.sort).toEqual({ column: 'spread', direction: 'desc' });
    expect([...FUNDING_TEXT_COLUMNS].sort()).toEqual(['market', 'pair']);
  });
});
