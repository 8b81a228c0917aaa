// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairChartData, pairFigures, pairOnBasis } from '../../../src/features/funding-rate/model/pair-figures';
import {
  changeFromSelection,
  DEFAULT_PAIR_VIEW_STATE,
  pairHandOver,
  pairViewStateSchema,
} from '../../../src/features/funding-rate/model/pair-view-state';
import { HOUR_MS, type FundingPoint } from '../../../src/markets/model/funding-history';

const NOW = Date.UTC(2026, 4, 20, 12, 20);
const hourTop = Math.floor(NOW / HOUR_MS) * HOUR_MS;
const hours = (count: number, rate: (index: number) => number): FundingPoint[] =>
  Array.from({ length: count }, (_, index) => ({
    time: hourTop - (count - 1 - index) * HOUR_MS,
    rateHourly: rate(index),
    intervalHours: 1,
  }));

describe("the pair view's figures", () => {
  it("average each leg and the spread over 24 h, 7 and 30 days, and keep each leg's last settlement", () => {
    const long = hours(720, () => 0.00001);
    const short = hours(720, (index) => (index >= 720 - 24 ? 0.00005 : 0.00002));
    const figures = pairFigures(long, short, NOW, 1);
    expect(figures.windows.map((window) => window.id)).toEqual(['24h', '7d', '30d']);
    expect(figures.windows[0]?.spread).toBeCloseTo(0.00004, 12);
    expect(figures.windows[1]?.spread).toBeCloseTo((24 * 0.00004 + 144 * 0.00001) / 168, 12);
    expect(figures.windows[2]?.long?.knownHours).toBe(720);
    expect(figures.lastSettled.short).toEqual(short.at(-1));
    expect(figures.stability).toEqual({ stableHours: 168, knownHours: 168 });
    expect(figures.signRun).toEqual({ sign: 1, hours: 720 });
  });

  it('count the hours the sign has held since it last turned, and the stability against the sign wanted', () => {
    const long = hours(72, () => 0.00002);
    const short = hours(72, (index) => (index >= 60 ? 0.00003 : 0.00001));
    const figures = pairFigures(long, short, NOW, 1);
    expect(figures.signRun).toEqual({ sign: 1, hours: 12 });
    expect(figures.stability).toEqual({ stableHours: 12, knownHours: 72 });
    expect(pairFigures(long, short, NOW, -1).stability).toEqual({ stableHours: 60, knownHours: 72 });
  });

  it('know nothing of an empty history', () => {
    const figures = pairFigures([], [], NOW, 1);
    expect(figures.windows.every((window) => window.long === null && window.spread === null)).toBe(true);
    expect(figures.signRun).toBeNull();
    expect(figures.lastSettled).toEqual({ long: null, short: null });
  });
});

describe("the pair chart's data", () => {
  it('has one point an hour over the days asked, as APR in per cent, gaps left as gaps', () => {
    const long = hours(30, () => 0.00001);
    const short = hours(10, () => 0.00002);
    const data = pairChartData(long, short, NOW, 7);
    expect(data.times).toHaveLength(168);
    expect((data.times[1] ?? 0) - (data.times[0] ?? 0)).toBe(3600);
    expect(data.long.at(-1)).toBeCloseTo(8.76, 10);
    expect(data.short.at(-1)).toBeCloseTo(17.52, 10);
    expect(data.spread.at(-1)).toBeCloseTo(8.76, 10);
    expect(data.short.at(-20)).toBeNull();
    expect(data.spread.at(-20)).toBeNull();
    expect(data.hasData).toBe(true);
  });

  it('says when there is nothing to draw', () => {
    expect(pairChartData([], [], NOW, 30)).toMatchObject({ hasData: false });
    expect(pairChartData([], [], NOW, 30).times).toHaveLength(720);
  });

  it('lines the series up with its hours whatever the history', () => {
    const rate = fc.double({ min: -0.001, max: 0.001, noNaN: true });
    fc.assert(
      fc.property(fc.array(rate, { maxLength: 100 }), fc.constantFrom(7, 30), (rates, days) => {
        const data = pairChartData(
          hours(rates.length, (index) => rates[index] ?? 0),
          [],
          NOW,
          days,
        );
        expect(data.long).toHaveLength(data.times.length);
        expect(data.spread.every((value) => value === null)).toBe(true);
        expect(data.hasData).toBe(rates.length > 0);
      }),
    );
  });
});

describe("the pair view's state", () => {
  /** What a selection that says nothing of its size, basis or hold sets: no size, the rates now, a week's hold. */
  const plain = { sizeUsd: null, basis: 'now', holdDays: 7 } as const;

  it('takes the market and the legs handed over, and keeps a leg that was not', () => {
    expect(changeFromSelection({ kind: 'market', base: 'BTC', long: 'lighter', short: 'aster' })).toStrictEqual({
      base: 'BTC',
      long: 'lighter',
      short: 'aster',
      ...plain,
    });
    expect(changeFromSelection({ kind: 'market', base: 'ETH' })).toStrictEqual({ base: 'ETH', ...plain });
    expect(changeFromSelection({ kind: 'market', base: 'ETH', long: 'binance' })).toStrictEqual({
      base: 'ETH',
      ...plain,
    });
    expect(changeFromSelection({ kind: 'market', base: 'ETH', short: 'binance' })).toStrictEqual({
      base: 'ETH',
      ...plain,
    });
    expect(changeFromSelection({ kind: 'market', base: 'ETH', short: 'pacifica' })).toStrictEqual({
      base: 'ETH',
      short: 'pacifica',
      ...plain,
    });
  });

  it('takes the size, basis and hold Funding Rate weighed the pair at, and nothing that is not one', () => {
    const handed = { kind: 'market', base: 'BTC', sizeUsd: 25_000, basis: '7d', holdDays: 30 } as const;
    expect(changeFromSelection(handed)).toMatchObject({ sizeUsd: 25_000, basis: '7d', holdDays: 30 });
    expect(changeFromSelection({ ...handed, sizeUsd: 0.5, basis: '90d', holdDays: 14 })).toMatchObject(plain);
    expect(changeFromSelection({ ...handed, sizeUsd: Number.NaN })).toMatchObject({ sizeUsd: null });
    expect(changeFromSelection({ ...handed, sizeUsd: 2e9 })).toMatchObject({ sizeUsd: null });
    expect(changeFromSelection({ ...handed, sizeUsd: 1 })).toMatchObject({ sizeUsd: 1 });
    expect(changeFromSelection({ ...handed, sizeUsd: 1e9 })).toMatchObject({ sizeUsd: 1e9 });
  });

  it('cuts a market name to the 20 characters the layout keeps', () => {
    expect(changeFromSelection({ kind: 'market', base: 'A'.repeat(25) })).toStrictEqual({
      base: 'A'.repeat(20),
      ...plain,
    });
  });

  it('ignores a card, or nothing', () => {
    expect(changeFromSelection({ kind: 'card', certificate: '123' })).toBeNull();
    expect(changeFromSelection(null)).toBeNull();
  });

  it('is kept with the layout only when it is its own', () => {
    expect(pairViewStateSchema.safeParse(DEFAULT_PAIR_VIEW_STATE).success).toBe(true);
    expect(pairViewStateSchema.safeParse({ ...DEFAULT_PAIR_VIEW_STATE, days: 90 }).success).toBe(false);
    expect(pairViewStateSchema.safeParse({ ...DEFAULT_PAIR_VIEW_STATE, long: 'binance' }).success).toBe(false);
    const handed = { ...DEFAULT_PAIR_VIEW_STATE, sizeUsd: 10_000, basis: '30d', holdDays: 1 };
    expect(pairViewStateSchema.safeParse(handed).success).toBe(true);
    expect(pairViewStateSchema.safeParse({ ...handed, sizeUsd: 0 }).success).toBe(false);
    expect(pairViewStateSchema.safeParse({ ...handed, basis: 'week' }).success).toBe(false);
  });

  it('hands the pair view a size only when the size field reads', () => {
    expect(pairHandOver(10_000, '7d', 7)).toStrictEqual({ sizeUsd: 10_000, basis: '7d', holdDays: 7 });
    expect(pairHandOver(null, 'now', 30)).toStrictEqual({ basis: 'now', holdDays: 30 });
  });
});

describe("the pair's net return on the basis it was handed over on", () => {
  const long = { venue: 'lighter', fundingRateHourly: 0.00001 } as const;
  const short = { venue: 'hyperliquid', fundingRateHourly: 0.00005 } as const;
  // Lighter's base-tier fee is 0 and Hyperliquid's 0.045 %: 0.09 % for the round trip.
  const figures = pairFigures(
    hours(720, () => 0.00002),
    hours(720, (index) => (index >= 720 - 24 ? 0.00006 : 0.00003)),
    NOW,
    1,
  );

  it('is the rates now on the "now" basis, whatever the history says', () => {
    const now = pairOnBasis('now', long, short, null, {}, 7);
    expect(now.state === 'pair' && now.pair.spreadHourly).toBeCloseTo(0.00004, 12);
  });

  it("is each leg's average over the basis's window, long and short as chosen", () => {
    const day = pairOnBasis('24h', long, short, figures, {}, 7);
    expect(day.state === 'pair' && day.pair.spreadHourly).toBeCloseTo(0.00004, 12);
    const week = pairOnBasis('7d', long, short, figures, {}, 7);
    expect(week.state === 'pair' && week.pair.longRateHourly).toBeCloseTo(0.00002, 12);
    expect(week.state === 'pair' && week.pair.spreadHourly).toBeCloseTo(0.00001 + (24 * 0.00003) / 168, 12);
    const month = pairOnBasis('30d', long, short, figures, {}, 30);
    expect(month.state === 'pair' && month.pair.long).toBe('lighter');
    expect(month.state === 'pair' && month.pair.netApr).toBeCloseTo(
      month.state === 'pair' ? month.pair.grossApr - (0.0009 * 365) / 30 : 0,
      12,
    );
  });

  it('waits while a leg is read, and has no figure for a window a leg does not know or a pair that is none', () => {
    expect(pairOnBasis('7d', long, short, null, {}, 7)).toStrictEqual({ state: 'reading' });
    const oneLeg = pairFigures(
      [],
      hours(720, () => 0.00003),
      NOW,
      1,
    );
    expect(pairOnBasis('7d', long, short, oneLeg, {}, 7)).toStrictEqual({ state: 'missing' });
    expect(pairOnBasis('now', null, short, figures, {}, 7)).toStrictEqual({ state: 'missing' });
    expect(pairOnBasis('now', long, { ...short, venue: 'lighter' }, figures, {}, 7)).toStrictEqual({
      state: 'missing',
    });
  });
});
