// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { takerImpact } from '../../../src/markets/model/book-walk';
import { capacityPerLeg } from '../../../src/markets/model/capacity';
import { roundTripFee } from '../../../src/markets/model/fees';
import { bookMid, checkedBook, type OrderBook } from '../../../src/markets/model/order-book';
import { inLots, simBook, simOrders, SIM_BOOK_LEVELS } from '../../../src/mocks/venues/book-sim';
import { SIM_ASSETS, simPrice, type SimAsset } from '../../../src/mocks/venues/market-sim';

const NOW = Date.UTC(2026, 10, 20, 12);
const asset = (base: string): SimAsset => {
  const found = SIM_ASSETS.find((candidate) => candidate.base === base);
  if (!found) throw new Error(base);
  return found;
};

/** The simulated book as the common model reads it. */
function book(base: string, now = NOW, venue: 'hyperliquid' | 'pacifica' = 'hyperliquid'): OrderBook {
  const sim = simBook(asset(base), venue, now);
  const check = checkedBook(sim.bids, sim.asks);
  if (!check.book) throw new Error(check.problem);
  return check.book;
}

describe("the demo's order books", () => {
  it('sit around the venue’s simulated price, best first, and drift with it', () => {
    const btc = simBook(asset('BTC'), 'hyperliquid', NOW);
    expect(btc.bids).toHaveLength(SIM_BOOK_LEVELS);
    expect(btc.asks.map((level) => level.price)).toEqual(
      [...btc.asks.map((level) => level.price)].sort((a, b) => a - b),
    );
    expect(btc.bids.map((level) => level.price)).toEqual(
      [...btc.bids.map((level) => level.price)].sort((a, b) => b - a),
    );
    expect(bookMid(book('BTC'))).toBeCloseTo(simPrice(asset('BTC'), 'hyperliquid', NOW), 6);
    const later = NOW + 45_000;
    expect(bookMid(book('BTC', later))).toBeCloseTo(simPrice(asset('BTC'), 'hyperliquid', later), 6);
    expect(bookMid(book('BTC', later))).not.toBeCloseTo(bookMid(book('BTC')), 0);
  });

  it('are deep on BTC and ETH and thin on small markets, so the size moves impact', () => {
    const at = (base: string, size: number) => takerImpact(book(base), 'buy', size).impactBps ?? Number.NaN;
    expect(at('BTC', 10_000)).toBeLessThan(0.5);
    expect(at('ETH', 10_000)).toBeLessThan(0.5);
    expect(at('BTC', 1_000_000)).toBeLessThan(2);
    expect(at('ARB', 1_000)).toBeGreaterThan(1);
    expect(at('ARB', 50_000)).toBeGreaterThan(3 * at('ARB', 1_000));
  });

  it('give BTC a large capacity and a small market a small one', () => {
    const capacity = (base: string) =>
      capacityPerLeg({
        longBook: book(base),
        shortBook: book(base, NOW, 'pacifica'),
        grossApr: 0.3,
        roundTripFee: roundTripFee(0.00045, 0.0004),
        holdDays: 7,
      }).sizeUsd;
    expect(capacity('BTC')).toBeGreaterThan(500_000);
    expect(capacity('ARB')).toBeLessThan(capacity('BTC') / 20);
  });

  it('write a level in lots and split it into orders that add up to it', () => {
    expect(inLots({ price: 0.25, size: 5_000_000 }, 1000)).toEqual({ price: 250, size: 5000 });
    const orders = simOrders({ price: 100, size: 3 }, 'BTC/asks/0');
    expect(orders.length).toBeGreaterThanOrEqual(1);
    expect(orders.length).toBeLessThanOrEqual(3);
    expect(orders.reduce((sum, order) => sum + order.size, 0)).toBeCloseTo(3, 12);
    expect(orders.every((order) => order.price === 100)).toBe(true);
  });
});
