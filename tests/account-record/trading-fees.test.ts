// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedTradingFees, selectTradingFees, type TradingFeeEntry } from '../../src/account-record/trading-fees';

const NOW = new Date('2026-05-20T12:00:00.000Z');
const maker: TradingFeeEntry = { order: 'maker', taker: 0.0003, maker: 0.0001 };

describe('the trading fees in the account record', () => {
  it('read as none when the record has none: every venue at its base tier', () => {
    expect(selectTradingFees({})).toEqual({ venues: {}, updatedAt: null, unreadable: [] });
  });

  it('read each venue on its own: an entry that cannot be read costs only itself', () => {
    const fees = selectTradingFees({
      tradingFees: {
        venues: {
          aster: maker,
          lighter: { order: 'sometimes', taker: 0, maker: 0 },
          edgex: { order: 'taker', taker: -1, maker: null },
        },
        updatedAt: '2026-05-01T00:00:00.000Z',
      },
    });
    expect(fees.venues).toEqual({ aster: maker });
    expect(fees.unreadable).toEqual(['venues.lighter', 'venues.edgex']);
    expect(fees.updatedAt).toBe('2026-05-01T00:00:00.000Z');
  });

  it('say so when the whole field, or its list of venues, is not what it should be', () => {
    expect(selectTradingFees({ tradingFees: 'cheap' }).unreadable).toEqual(['tradingFees']);
    expect(selectTradingFees({ tradingFees: { venues: [1, 2] } }).unreadable).toEqual(['venues']);
    expect(selectTradingFees({ tradingFees: { venues: {}, updatedAt: 5 } }).updatedAt).toBeNull();
  });

  it('are written back with every other entry as the server had it, unreadable ones too', () => {
    const stored = {
      tradingFees: { venues: { hyperliquid: { order: 'weird' }, aster: maker }, note: 'kept' },
    };
    expect(changedTradingFees(stored, { lighter: { order: 'taker', taker: 0.0002, maker: null } }, NOW)).toEqual({
      venues: {
        hyperliquid: { order: 'weird' },
        aster: maker,
        lighter: { order: 'taker', taker: 0.0002, maker: null },
      },
      note: 'kept',
      updatedAt: NOW.toISOString(),
    });
  });

  it('drop a venue set back to its base tier', () => {
    expect(changedTradingFees({ tradingFees: { venues: { aster: maker } } }, { aster: null }, NOW)).toEqual({
      venues: {},
      updatedAt: NOW.toISOString(),
    });
  });

  it('start from nothing when the stored field is not an object', () => {
    expect(changedTradingFees({ tradingFees: 42 }, { aster: maker }, NOW)).toEqual({
      venues: { aster: maker },
      updatedAt: NOW.toISOString(),
    });
  });

  it('read back what was written', () => {
    const entry = fc.record({
      order: fc.constantFrom('taker' as const, 'maker' as const),
      taker: fc.option(fc.double({ min: 0, max: 0.01, noNaN: true }), { nil: null }),
      maker: fc.option(fc.double({ min: 0, max: 0.01, noNaN: true }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('aster', 'edgex', 'lighter'), entry), (change) => {
        const written = changedTradingFees({}, change, NOW);
        expect(selectTradingFees({ tradingFees: written }).venues).toEqual(change);
      }),
    );
  });
});
