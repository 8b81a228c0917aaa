import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceTotals,
  positionPnl,
  positionUsd,
  solPriceOf,
  walletUsd,
} from '../../../src/features/my-balance/model/balance-totals';
import type { MarketRow } from '../../../src/markets/model/board';
import type { MarketQuote } from '../../../src/markets/model/market';
import type { BuiltInVenueId } from '../../../src/markets/model/venues';

const quote = (venue: BuiltInVenueId, markPrice: number | null): MarketQuote => ({
  venue,
  base: 'SOL',
  symbol: 'SOL',
  unitSize: 1,
  fundingRateHourly: 0,
  fundingIntervalHours: 1,
  nextFundingTime: null,
  markPrice,
  openInterestUsd: null,
  volume24hUsd: null,
  maxLeverage: null,
});

const solRow = (quotes: Partial<Record<BuiltInVenueId, MarketQuote>>): MarketRow => ({
  base: 'SOL',
  quotes,
  venueCount: Object.keys(quotes).length,
});

describe('SOL price', () => {
  it("is Hyperliquid's SOL mark price, else Pacifica's, else none", () => {
    const both = solRow({ hyperliquid: quote('hyperliquid', 180), pacifica: quote('pacifica', 181) });
    expect(solPriceOf([both])).toEqual({ usd: 180, venue: 'hyperliquid' });
    expect(solPriceOf([solRow({ pacifica: quote('pacifica', 181) })])).toEqual({ usd: 181, venue: 'pacifica' });
    expect(solPriceOf([solRow({ hyperliquid: quote('hyperliquid', null), aster: quote('aster', 1) })])).toBeNull();
    expect(solPriceOf([])).toBeNull();
  });
});

describe('totals', () => {
  it('wallets (USDC at $1, SOL at its price) plus venue equities', () => {
    const totals = balanceTotals({
      wallets: [
        { sol: 2, usdc: 100 },
        { sol: 0.5, usdc: 0 },
      ],
      equities: [1000, 250.5],
      solPrice: 200,
    });
    expect(totals).toEqual({
      totalUsd: 1850.5,
      walletsUsd: 600,
      venuesUsd: 1250.5,
      sol: 2.5,
      usdc: 100,
      solUnpriced: false,
    });
  });

  it('SOL without a price is left out of the total and said so', () => {
    const totals = balanceTotals({ wallets: [{ sol: 3, usdc: 10 }], equities: [], solPrice: null });
    expect(totals.totalUsd).toBe(10);
    expect(totals.solUnpriced).toBe(true);
    expect(balanceTotals({ wallets: [{ sol: 0, usdc: 10 }], equities: [], solPrice: null }).solUnpriced).toBe(false);
  });

  it("a position's PnL is as the venue says, else the move from entry to mark with the side's sign", () => {
    expect(positionPnl('long', 2, 100, 7, 110)).toBe(7);
    expect(positionPnl('long', 2, 100, null, 110)).toBe(20);
    expect(positionPnl('short', 2, 100, null, 110)).toBe(-20);
    expect(positionPnl('short', 2, null, null, 110)).toBeNull();
  });

  it('a position is valued as the venue says, else at the mark price, else unknown', () => {
    expect(positionUsd(2, 500, 300)).toBe(500);
    expect(positionUsd(2, null, 300)).toBe(600);
    expect(positionUsd(2, null, null)).toBeNull();
  });

  it('property: the total is the wallets plus the venues, and adding a source never lowers it', () => {
    const amount = fc.double({ min: 0, max: 1e9, noNaN: true });
    fc.assert(
      fc.property(
        fc.array(fc.record({ sol: amount, usdc: amount }), { maxLength: 8 }),
        fc.array(amount, { maxLength: 6 }),
        fc.option(fc.double({ min: 0.01, max: 1e4, noNaN: true })),
        amount,
        (wallets, equities, solPrice, extra) => {
          const totals = balanceTotals({ wallets, equities, solPrice });
          expect(totals.totalUsd).toBeCloseTo(totals.walletsUsd + totals.venuesUsd, 0);
          const more = balanceTotals({ wallets, equities: [...equities, extra], solPrice });
          expect(more.totalUsd).toBeGreaterThanOrEqual(totals.totalUsd - 1e-6);
          expect(walletUsd(0, 0, solPrice)).toBe(0);
        },
      ),
    );
  });
});
