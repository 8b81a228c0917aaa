import { describe, expect, it } from 'vitest';
import { judgeValue } from '../../../src/cards/model/value-confidence';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 28);
const comps = (prices: number[], daysAgo = 1) => {
  const sales = prices.map((priceUSD) => ({ priceUSD, time: now - daysAgo * DAY }));
  const sorted = [...prices].sort((a, b) => a - b);
  return { sales, median: sorted[Math.floor(sorted.length / 2)] ?? 0 };
};

describe('judgeValue', () => {
  it('weighs the feed’s value against the comps’ median', () => {
    const judged = judgeValue(
      { basis: 'feed', comps: comps([100, 100, 100, 100, 100]), feedValue: 104, predicted: 500 },
      now,
    );
    expect(judged).toMatchObject({ level: 'high', figure: 'feed' });
    expect(judged.input.disagreementPct).toBeCloseTo(4);
  });

  it('weighs the valuation’s predicted price when the value is the valuation’s', () => {
    const judged = judgeValue({ basis: 'valuation', comps: comps([100]), feedValue: null, predicted: 200 }, now);
    expect(judged).toMatchObject({ level: 'low', figure: 'valuation' });
    expect(judged.input.disagreementPct).toBe(100);
  });

  it('has no outside figure for a value from the comps: one sale is Low', () => {
    const judged = judgeValue({ basis: 'comps', comps: comps([100]), feedValue: 150, predicted: null }, now);
    expect(judged).toMatchObject({ level: 'low', figure: null, input: { count: 1, disagreementPct: null } });
  });

  it('is Medium for an outside figure with no sale seen to check it, and reads the trend of the sales', () => {
    const judged = judgeValue({ basis: 'feed', comps: null, feedValue: 300, predicted: null }, now);
    expect(judged).toMatchObject({ level: 'medium', trend: { trend: null, recentSales: 0 } });
    const rising = judgeValue(
      {
        basis: 'comps',
        comps: { sales: [...comps([130, 130, 130], 2).sales, ...comps([100, 100, 100], 20).sales], median: 115 },
        feedValue: null,
        predicted: null,
      },
      now,
    );
    expect(rising.trend.trend).toBe('rising');
  });
});
