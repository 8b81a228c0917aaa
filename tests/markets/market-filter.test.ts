import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_FILTER,
  compareValues,
  filterQuotes,
  hiddenVenuesSchema,
  marketFilterSchema,
  matchesName,
  meetsMinimums,
  nextSort,
  shownVenues,
  sortRows,
  type SortValue,
} from '../../src/markets/model/market-filter';
import { VENUES } from '../../src/markets/model/venues';
import { boardOf, quote } from './quote-fixtures';

const [pepe] = boardOf(
  quote('hyperliquid', 'PEPE', 0.0001, { symbol: 'kPEPE' }),
  quote('aster', 'PEPE', 0.0002, { symbol: '1000PEPEUSDT', openInterestUsd: null, volume24hUsd: 2e6 }),
);
if (!pepe) throw new Error('no PEPE row');

describe("what a market table's user narrows it to", () => {
  it('starts with no filter, which the stored-filter schema reads back as it is', () => {
    expect(NO_FILTER).toEqual({ text: '', minOpenInterestUsd: 0, minVolumeUsd: 0 });
    expect(marketFilterSchema.parse(NO_FILTER)).toEqual(NO_FILTER);
  });

  it('keeps a search of up to 40 characters and minimums of zero or more', () => {
    expect(marketFilterSchema.safeParse({ ...NO_FILTER, text: 'x'.repeat(40) }).success).toBe(true);
    expect(marketFilterSchema.safeParse({ ...NO_FILTER, text: 'x'.repeat(41) }).success).toBe(false);
    expect(marketFilterSchema.safeParse({ ...NO_FILTER, minVolumeUsd: -1 }).success).toBe(false);
    expect(marketFilterSchema.safeParse({ ...NO_FILTER, minOpenInterestUsd: -0.5 }).success).toBe(false);
  });

  it('hides each venue at most once, and only known venues', () => {
    expect(hiddenVenuesSchema.safeParse(['aster', 'lighter']).success).toBe(true);
    expect(hiddenVenuesSchema.safeParse(['binance']).success).toBe(false);
    expect(hiddenVenuesSchema.safeParse([...VENUES, 'aster']).success).toBe(false);
  });

  it('shows the venues not hidden, in the usual order', () => {
    expect(shownVenues([])).toEqual([...VENUES]);
    expect(shownVenues(['pacifica', 'aster'])).toEqual(['edgex', 'hyperliquid', 'lighter', 'backpack']);
  });
});

describe('finding a market by name', () => {
  it("finds it by its asset or any venue's own name for it, ignoring case and spaces around", () => {
    for (const text of ['pepe', ' PEP ', 'kpepe', '1000pepe', 'USDT', '']) expect(matchesName(pepe, text)).toBe(true);
    for (const text of ['btc', 'kpepeusdt']) expect(matchesName(pepe, text)).toBe(false);
  });
});

describe('the minimum open interest and volume', () => {
  const known = quote('lighter', 'BTC', 0, { openInterestUsd: 1000, volume24hUsd: 5000 });

  it('keep a market at or above both minimums, and drop it below either', () => {
    expect(meetsMinimums(known, { ...NO_FILTER, minOpenInterestUsd: 1000, minVolumeUsd: 5000 })).toBe(true);
    expect(meetsMinimums(known, { ...NO_FILTER, minOpenInterestUsd: 1001 })).toBe(false);
    expect(meetsMinimums(known, { ...NO_FILTER, minVolumeUsd: 5001 })).toBe(false);
  });

  it('hold no figure the venue does not publish against it', () => {
    const unknown = quote('aster', 'BTC', 0, { openInterestUsd: null, volume24hUsd: null });
    expect(meetsMinimums(unknown, { ...NO_FILTER, minOpenInterestUsd: 1e9, minVolumeUsd: 1e9 })).toBe(true);
  });
});

describe("a row's quotes after filtering", () => {
  it('keeps the quotes of shown venues that meet the minimums', () => {
    expect(filterQuotes(pepe, VENUES, NO_FILTER)).toEqual(pepe.quotes);
    expect(filterQuotes(pepe, ['aster'], NO_FILTER)).toEqual({ aster: pepe.quotes.aster });
    expect(filterQuotes(pepe, VENUES, { ...NO_FILTER, minVolumeUsd: 3e6 })).toEqual({
      hyperliquid: pepe.quotes.hyperliquid,
    });
  });

  it('drops the whole row when its name does not match or no quote is left', () => {
    expect(filterQuotes(pepe, VENUES, { ...NO_FILTER, text: 'btc' })).toBeNull();
    expect(filterQuotes(pepe, ['lighter'], NO_FILTER)).toBeNull();
    expect(filterQuotes(pepe, VENUES, { ...NO_FILTER, minVolumeUsd: 1e9 })).toBeNull();
  });
});

describe('sorting a column', () => {
  it('turns the sorted column around on a click, either way', () => {
    expect(nextSort({ column: 'total', direction: 'desc' }, 'total', ['market'])).toEqual({
      column: 'total',
      direction: 'asc',
    });
    expect(nextSort({ column: 'market', direction: 'asc' }, 'market', ['market'])).toEqual({
      column: 'market',
      direction: 'desc',
    });
  });

  it('starts another column A→Z when it holds names, largest first when it holds numbers', () => {
    const sorted = { column: 'total', direction: 'asc' } as const;
    expect(nextSort(sorted, 'market', ['market', 'pair'])).toEqual({ column: 'market', direction: 'asc' });
    expect(nextSort(sorted, 'pair', ['market', 'pair'])).toEqual({ column: 'pair', direction: 'asc' });
    expect(nextSort(sorted, 'aster', ['market', 'pair'])).toEqual({ column: 'aster', direction: 'desc' });
  });

  it('orders numbers and text either way', () => {
    expect(compareValues(1, 2, 'asc')).toBeLessThan(0);
    expect(compareValues(1, 2, 'desc')).toBeGreaterThan(0);
    expect(compareValues('BTC', 'ETH', 'asc')).toBeLessThan(0);
    expect(compareValues('ETH', 'BTC', 'asc')).toBeGreaterThan(0);
    expect(compareValues(3, 3, 'asc')).toBe(0);
    expect(compareValues(3, 3, 'desc') === 0).toBe(true);
  });

  it('puts missing values last in both directions', () => {
    const value = fc.oneof(fc.constant(null), fc.double({ noNaN: true }));
    fc.assert(
      fc.property(fc.array(value), fc.constantFrom('asc' as const, 'desc' as const), (values, direction) => {
        const sorted = [...values].sort((a, b) => compareValues(a, b, direction));
        const firstNull = sorted.indexOf(null);
        if (firstNull >= 0) expect(sorted.slice(firstNull).every((item) => item === null)).toBe(true);
        const numbers = sorted.filter((item): item is number => item !== null);
        for (let i = 1; i < numbers.length; i++) {
          const [before, after] = [numbers[i - 1] ?? 0, numbers[i] ?? 0];
          expect(direction === 'asc' ? before <= after : before >= after).toBe(true);
        }
      }),
    );
    expect(compareValues(null, null, 'asc')).toBe(0);
    expect(compareValues(null, 1, 'desc')).toBe(1);
    expect(compareValues(1, null, 'desc')).toBe(-1);
  });
});

describe("a market table's rows in order", () => {
  interface Row {
    key: string;
    value: SortValue;
    group: number;
  }
  const valueOf = (row: Row) => row.value;
  const keyOf = (row: Row) => row.key;

  it('puts numbers that are not figures (NaN) last, like missing ones, in both directions', () => {
    expect(compareValues(Number.NaN, 1, 'asc')).toBe(1);
    expect(compareValues(1, Number.NaN, 'desc')).toBe(-1);
    expect(compareValues(Number.NaN, null, 'asc')).toBe(0);
    const rows: Row[] = [
      { key: 'A', value: Number.NaN, group: 0 },
      { key: 'B', value: 2, group: 0 },
      { key: 'C', value: null, group: 0 },
      { key: 'D', value: 5, group: 0 },
    ];
    expect(sortRows([...rows], { column: 'value', direction: 'desc' }, valueOf, keyOf).map(keyOf)).toEqual([
      'D',
      'B',
      'A',
      'C',
    ]);
    expect(sortRows([...rows], { column: 'value', direction: 'asc' }, valueOf, keyOf).map(keyOf)).toEqual([
      'B',
      'D',
      'A',
      'C',
    ]);
  });

  it('orders by group first, then the column, then the key, whatever order the rows came in (property)', () => {
    const row = fc.record({
      key: fc.string({ minLength: 1, maxLength: 3 }),
      value: fc.oneof(fc.double(), fc.constant(null)),
      group: fc.integer({ min: 0, max: 1 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(row, { selector: (candidate) => candidate.key, maxLength: 30 }),
        fc.constantFrom('asc' as const, 'desc' as const),
        (rows, direction) => {
          const sort = { column: 'value', direction };
          const once = sortRows([...rows], sort, valueOf, keyOf, (candidate) => candidate.group).map(keyOf);
          const reversed = sortRows([...rows].reverse(), sort, valueOf, keyOf, (candidate) => candidate.group);
          expect(reversed.map(keyOf)).toEqual(once);
          const sorted = sortRows([...rows], sort, valueOf, keyOf, (candidate) => candidate.group);
          for (let index = 1; index < sorted.length; index += 1) {
            const before = sorted[index - 1];
            const after = sorted[index];
            if (!before || !after) continue;
            expect(before.group).toBeLessThanOrEqual(after.group);
            if (before.group !== after.group) continue;
            expect(compareValues(before.value, after.value, direction)).toBeLessThanOrEqual(0);
          }
        },
      ),
    );
  });
});
