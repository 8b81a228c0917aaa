import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compsTrend, TREND_RULE } from '../../../src/cards/model/comps-trend';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 28);
const sales = (daysAgo: number, prices: number[]) =>
  prices.map((priceUSD) => ({ priceUSD, time: now - daysAgo * DAY }));

describe('compsTrend', () => {
  it('is rising when the last 7 days’ median is 10 % or more above the 30 days before', () => {
    const reading = compsTrend([...sales(1, [110, 112, 108]), ...sales(20, [100, 98, 102])], now);
    expect(reading).toMatchObject({ trend: 'rising', recentSales: 3, earlierSales: 3 });
    expect(reading.changePct).toBeCloseTo(10, 6);
  });

  it('is falling when it is 10 % or more below, and nothing in between', () => {
    expect(compsTrend([...sales(2, [90, 90, 90]), ...sales(10, [100, 100, 100])], now).trend).toBe('falling');
    expect(compsTrend([...sales(2, [91, 91, 91]), ...sales(10, [100, 100, 100])], now).trend).toBeNull();
    expect(compsTrend([...sales(2, [109, 109, 109]), ...sales(10, [100, 100, 100])], now).trend).toBeNull();
  });

  it('says nothing unless each span has 3 sales', () => {
    const reading = compsTrend([...sales(1, [200, 200]), ...sales(20, [100, 100, 100])], now);
    expect(reading).toStrictEqual({ trend: null, changePct: null, recentSales: 2, earlierSales: 3 });
    expect(compsTrend([...sales(1, [200, 200, 200]), ...sales(20, [100, 100])], now).trend).toBeNull();
    expect(TREND_RULE.minSales).toBe(3);
  });

  it('puts a sale at exactly 7 days in the earlier span, leaves out what is older than 37 days, and counts one ahead of our clock as recent', () => {
    const reading = compsTrend(
      [...sales(7, [100, 100, 100]), ...sales(37.5, [1, 1, 1]), ...sales(-1, [200, 200, 200])],
      now,
    );
    expect(reading).toMatchObject({ trend: 'rising', recentSales: 3, earlierSales: 3, changePct: 100 });
  });

  it('ignores prices and times that are not real', () => {
    const hostile = [
      { priceUSD: Number.NaN, time: now },
      { priceUSD: 0, time: now },
      { priceUSD: 100, time: Number.NaN },
    ];
    expect(compsTrend(hostile, now)).toStrictEqual({ trend: null, changePct: null, recentSales: 0, earlierSales: 0 });
  });

  it('never turns from rising to falling when recent prices rise (property)', () => {
    const prices = fc.array(fc.double({ min: 1, max: 1e6, noNaN: true }), { minLength: 3, maxLength: 12 });
    fc.assert(
      fc.property(prices, prices, fc.double({ min: 1, max: 10, noNaN: true }), (recent, earlier, factor) => {
        const before = compsTrend([...sales(1, recent), ...sales(20, earlier)], now);
        const after = compsTrend(
          [
            ...sales(
              1,
              recent.map((price) => price * factor),
            ),
            ...sales(20, earlier),
          ],
          now,
        );
        const rank = (trend: string | null) => (trend === 'falling' ? 0 : trend === null ? 1 : 2);
        expect(rank(after.trend)).toBeGreaterThanOrEqual(rank(before.trend));
        expect(after.changePct ?? 0).toBeGreaterThanOrEqual((before.changePct ?? 0) - 1e-9);
      }),
    );
  });
});
