// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookMid,
  checkedBook,
  inBaseUnits,
  isBookFigure,
  MAX_BOOK_FIGURE,
  sideLevels,
} from '../../src/markets/model/order-book';
import { book, levels } from './book-fixtures';

describe('a side of a book', () => {
  it('sorts bids from the highest price and asks from the lowest', () => {
    const raw = levels([99, 1], [101, 2], [100, 3]);
    expect(sideLevels(raw, 'bids')?.map((level) => level.price)).toEqual([101, 100, 99]);
    expect(sideLevels(raw, 'asks')?.map((level) => level.price)).toEqual([99, 100, 101]);
  });

  it("sums single orders at one price into one level (Lighter's orders)", () => {
    const orders = levels([100, 0.5], [100.5, 1], [100, 0.25], [100, 1.25], [100.5, 2]);
    expect(sideLevels(orders, 'asks')).toEqual(levels([100, 2], [100.5, 3]));
  });

  it('leaves out levels with nothing at them', () => {
    expect(sideLevels(levels([100, 0], [99, 1], [98, 0]), 'bids')).toEqual(levels([99, 1]));
  });

  it('refuses the side when any level is not a usable number', () => {
    for (const [price, size] of [
      [Number.NaN, 1],
      [100, Number.NaN],
      [-100, 1],
      [0, 1],
      [100, -1],
      [1e308, 1],
      [100, 1e308],
      [Number.POSITIVE_INFINITY, 1],
    ] as const) {
      expect(sideLevels(levels([101, 1], [price, size]), 'bids')).toBeNull();
    }
  });

  it('takes prices above 0 and sizes from 0, up to the bound', () => {
    expect(isBookFigure(MAX_BOOK_FIGURE, false)).toBe(true);
    expect(isBookFigure(MAX_BOOK_FIGURE * 1.000001, true)).toBe(false);
    expect(isBookFigure(0, true)).toBe(true);
    expect(isBookFigure(0, false)).toBe(false);
    expect(isBookFigure(Number.MIN_VALUE, false)).toBe(true);
  });
});

describe('a usable book', () => {
  it('keeps both sides best first', () => {
    const check = checkedBook(levels([99, 1], [99.5, 2]), levels([101, 1], [100.5, 2]));
    expect(check).toEqual({
      book: book(
        [
          [99.5, 2],
          [99, 1],
        ],
        [
          [100.5, 2],
          [101, 1],
        ],
      ),
      problem: null,
    });
  });

  it('is empty when either side has nothing on it', () => {
    expect(checkedBook([], levels([101, 1]))).toEqual({ book: null, problem: 'empty' });
    expect(checkedBook(levels([99, 1]), [])).toEqual({ book: null, problem: 'empty' });
    expect(checkedBook([], [])).toEqual({ book: null, problem: 'empty' });
    expect(checkedBook(levels([99, 0]), levels([101, 0]))).toEqual({ book: null, problem: 'empty' });
  });

  it('is crossed when the best bid is at or above the best ask', () => {
    expect(checkedBook(levels([101, 1]), levels([100, 1]))).toEqual({ book: null, problem: 'crossed' });
    expect(checkedBook(levels([100, 1]), levels([100, 1]))).toEqual({ book: null, problem: 'crossed' });
    expect(checkedBook(levels([99.99, 1]), levels([100, 1])).problem).toBeNull();
  });

  it('throws on a level that is not a usable number', () => {
    expect(() => checkedBook(levels([Number.NaN, 1]), levels([101, 1]))).toThrow(
      new RangeError('a book level must be a positive price and a size'),
    );
    expect(() => checkedBook(levels([99, 1]), levels([101, -1]))).toThrow(RangeError);
  });

  it('measures impact against the mid between the best bid and ask', () => {
    expect(bookMid(book([[99, 1]], [[101, 1]]))).toBe(100);
    expect(() => bookMid({ bids: [], asks: levels([101, 1]) })).toThrow(
      new RangeError('a book needs a bid and an ask to have a mid'),
    );
    expect(() => bookMid({ bids: levels([99, 1]), asks: [] })).toThrow(RangeError);
  });

  it('whatever the order the levels come in, the same book', () => {
    const level = fc.record({
      price: fc.double({ min: 1, max: 1000, noNaN: true }),
      size: fc.double({ min: 0, max: 100, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(level, { maxLength: 30 }), fc.array(level, { maxLength: 30 }), (bids, asks) => {
        const check = checkedBook(bids, asks);
        const shuffled = checkedBook([...bids].reverse(), [...asks].reverse());
        expect(shuffled.problem).toBe(check.problem);
        if (!check.book || !shuffled.book) return;
        expect(shuffled.book.bids.map((entry) => entry.price)).toEqual(check.book.bids.map((entry) => entry.price));
        const bidPrices = check.book.bids.map((entry) => entry.price);
        const askPrices = check.book.asks.map((entry) => entry.price);
        expect(bidPrices).toEqual([...bidPrices].sort((a, b) => b - a));
        expect(askPrices).toEqual([...askPrices].sort((a, b) => a - b));
        expect(new Set(bidPrices).size).toBe(bidPrices.length);
        expect(bidPrices[0]).toBeLessThan(askPrices[0] ?? 0);
      }),
    );
  });
});

describe('a book in units of the base asset', () => {
  it("divides prices and multiplies sizes by the market's unit (kPEPE)", () => {
    const kPepe = book([[0.0182, 5000]], [[0.0183, 2000]]);
    const pepe = inBaseUnits(kPepe, 1000);
    expect(pepe.bids[0]?.price).toBeCloseTo(0.0000182, 15);
    expect(pepe.asks[0]?.price).toBeCloseTo(0.0000183, 15);
    expect([pepe.bids[0]?.size, pepe.asks[0]?.size]).toEqual([5_000_000, 2_000_000]);
  });

  it('leaves a book in units of one as it is, and refuses a unit that is no size', () => {
    const btc = book([[97_000, 1]], [[97_010, 2]]);
    expect(inBaseUnits(btc, 1)).toBe(btc);
    expect(() => inBaseUnits(btc, 0)).toThrow(new RangeError('a market unit must hold a positive size'));
    expect(() => inBaseUnits(btc, Number.NaN)).toThrow(RangeError);
    expect(() => inBaseUnits(btc, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('keeps what every level is worth in USD', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        (price, size, unit) => {
          const scaled = inBaseUnits(book([[price, size]], [[price * 2, size]]), unit);
          const [bid] = scaled.bids;
          const worth = (bid?.price ?? 0) * (bid?.size ?? 0);
          expect(Math.abs(worth - price * size) / (price * size)).toBeLessThan(1e-12);
        },
      ),
    );
  });
});
