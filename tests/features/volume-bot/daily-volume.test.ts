import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountFill, AccountFunding } from '../../../src/markets/model/account';
import {
  CHART_DAYS,
  DAY_MS,
  dailyVolumes,
  feesPerMillion,
  targetProgress,
  utcDayStart,
} from '../../../src/features/volume-bot/model/daily-volume';

// 14:30 UTC on 23 November 2026.
const NOW = Date.UTC(2026, 10, 23, 14, 30);
const TODAY = Date.UTC(2026, 10, 23);

const fill = (change: Partial<AccountFill> = {}): AccountFill => ({
  kind: 'fill',
  venue: 'hyperliquid',
  id: 'f',
  time: NOW - 60_000,
  market: 'BTC',
  side: 'buy',
  size: 0.1,
  price: 100_000,
  feeUsd: 3.5,
  ...change,
});
const funding: AccountFunding = {
  kind: 'funding',
  venue: 'hyperliquid',
  id: 'p',
  time: NOW - 60_000,
  market: 'BTC',
  side: 'long',
  size: 1,
  rate: 0.00001,
  amountUsd: -1_000_000,
};

describe('utcDayStart', () => {
  it('is midnight UTC of the day, whatever the time of day', () => {
    expect(utcDayStart(NOW)).toBe(TODAY);
    expect(utcDayStart(TODAY)).toBe(TODAY);
    expect(utcDayStart(TODAY - 1)).toBe(TODAY - DAY_MS);
  });
});

describe('dailyVolumes', () => {
  it('adds up each UTC day of the last seven, oldest first, today last; funding is not volume', () => {
    const { days, refused } = dailyVolumes(
      [
        fill(),
        fill({ side: 'sell', size: 0.2, feeUsd: -1 }),
        fill({ time: TODAY, size: 1, price: 50 }),
        fill({ time: TODAY - 1, size: 1, price: 10, feeUsd: 0.01 }),
        fill({ time: TODAY - 6 * DAY_MS, size: 1, price: 7, feeUsd: 0 }),
        funding,
      ],
      NOW,
    );
    expect(refused).toBe(0);
    expect(days).toHaveLength(CHART_DAYS);
    expect(days.map((day) => day.day)).toEqual(Array.from({ length: 7 }, (_, i) => TODAY - (6 - i) * DAY_MS));
    expect(days[6]).toEqual({ day: TODAY, volumeUsd: 30_050, fills: 3, feesUsd: 6 });
    expect(days[5]).toEqual({ day: TODAY - DAY_MS, volumeUsd: 10, fills: 1, feesUsd: 0.01 });
    expect(days[0]).toEqual({ day: TODAY - 6 * DAY_MS, volumeUsd: 7, fills: 1, feesUsd: 0 });
    expect(days.slice(1, 5).every((day) => day.fills === 0 && day.volumeUsd === 0)).toBe(true);
  });

  it('leaves out fills before the first day and after today', () => {
    const { days } = dailyVolumes(
      [fill({ time: TODAY - 6 * DAY_MS - 1 }), fill({ time: TODAY + DAY_MS }), fill({ time: TODAY + DAY_MS - 1 })],
      NOW,
    );
    expect(days.reduce((sum, day) => sum + day.fills, 0)).toBe(1);
    expect(days[6]?.fills).toBe(1);
  });

  it('refuses fills whose notional or fee is not a finite number, and counts them', () => {
    const { days, refused } = dailyVolumes(
      [
        fill({ size: 1e308, price: 10 }),
        fill({ price: Number.NaN }),
        fill({ feeUsd: Infinity }),
        fill({ size: -1 }),
        fill({ time: Number.NaN }),
        fill(),
      ],
      NOW,
    );
    expect(refused).toBe(4);
    expect(days[6]).toMatchObject({ volumeUsd: 10_000, fills: 1 });
  });

  it("refuses a notional or fee past 10^15 even when it is finite: a hostile fill is never the day's volume", () => {
    const { days, refused } = dailyVolumes(
      [
        fill({ size: 1e308, price: 0.001 }),
        fill({ size: 1e12, price: 1_001 }),
        fill({ feeUsd: -1e16 }),
        fill({ size: 1e12, price: 1_000, feeUsd: 0 }),
      ],
      NOW,
    );
    expect(refused).toBe(3);
    expect(days[6]).toMatchObject({ volumeUsd: 1e15, fills: 1, feesUsd: 0 });
  });

  it("property: whatever the fills hold, every day's figures are finite and each counted fill is within 10^15", () => {
    const hostile = fc.oneof(
      fc.double({ noDefaultInfinity: false }),
      fc.constantFrom(1e308, -1e308, Number.NaN, 1e15, 1e16),
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ size: hostile, price: hostile, feeUsd: hostile }), { maxLength: 20 }),
        (rows) => {
          const { days, refused } = dailyVolumes(
            rows.map((row, index) => fill({ ...row, id: String(index) })),
            NOW,
          );
          const counted = days.reduce((sum, day) => sum + day.fills, 0);
          expect(counted + refused).toBe(rows.length);
          for (const day of days) {
            expect(Number.isFinite(day.volumeUsd)).toBe(true);
            expect(Number.isFinite(day.feesUsd)).toBe(true);
            expect(day.volumeUsd).toBeLessThanOrEqual(1e15 * Math.max(day.fills, 1));
          }
        },
      ),
    );
  });

  it('takes another number of days when asked', () => {
    expect(dailyVolumes([], NOW, 3).days.map((day) => day.day)).toEqual([TODAY - 2 * DAY_MS, TODAY - DAY_MS, TODAY]);
  });

  it('property: the days hold every counted fill once, and their sum is the notional of those fills', () => {
    const arbitraryFill = fc.record({
      time: fc.integer({ min: NOW - 10 * DAY_MS, max: NOW + 2 * DAY_MS }),
      size: fc.double({ min: 0, max: 1e6, noNaN: true }),
      price: fc.double({ min: 0.0001, max: 1e6, noNaN: true }),
      feeUsd: fc.double({ min: -100, max: 100, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryFill, { maxLength: 30 }), (rows) => {
        const fills = rows.map((row, index) => fill({ ...row, id: String(index) }));
        const { days, refused } = dailyVolumes(fills, NOW);
        const inRange = fills.filter((f) => f.time >= TODAY - 6 * DAY_MS && f.time < TODAY + DAY_MS);
        expect(refused).toBe(0);
        expect(days.reduce((sum, day) => sum + day.fills, 0)).toBe(inRange.length);
        const volume = inRange.reduce((sum, f) => sum + f.size * f.price, 0);
        expect(days.reduce((sum, day) => sum + day.volumeUsd, 0)).toBeCloseTo(volume, 3);
        for (const day of days) expect(day.volumeUsd).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('feesPerMillion', () => {
  const day = (volumeUsd: number, feesUsd: number) => ({ day: TODAY, volumeUsd, fills: 1, feesUsd });

  it('is the fees paid per $1,000,000 traded over the days given', () => {
    expect(feesPerMillion([day(400_000, 140), day(600_000, 210)])).toBe(350);
    // A maker rebate larger than the fees is a negative cost.
    expect(feesPerMillion([day(1_000_000, -20)])).toBe(-20);
  });

  it('is null with no volume, or figures that are not finite', () => {
    expect(feesPerMillion([])).toBeNull();
    expect(feesPerMillion([day(0, 0)])).toBeNull();
    expect(feesPerMillion([day(Infinity, 1)])).toBeNull();
    expect(feesPerMillion([day(1, Number.NaN)])).toBeNull();
  });

  it('property: scales with the fee rate', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e9, noNaN: true }),
        fc.double({ min: -0.001, max: 0.01, noNaN: true }),
        (volume, rate) => {
          expect(feesPerMillion([day(volume, volume * rate)])).toBeCloseTo(rate * 1_000_000, 6);
        },
      ),
    );
  });
});

describe('targetProgress', () => {
  it('is volume over target, past 1 when exceeded, never negative', () => {
    expect(targetProgress(5_000, 10_000)).toBe(0.5);
    expect(targetProgress(15_000, 10_000)).toBe(1.5);
    expect(targetProgress(-5, 10_000)).toBe(0);
    expect(targetProgress(0, 10_000)).toBe(0);
  });

  it('is null without a positive, finite target or with a volume that is not finite', () => {
    expect(targetProgress(5, 0)).toBeNull();
    expect(targetProgress(5, -1)).toBeNull();
    expect(targetProgress(5, Number.NaN)).toBeNull();
    expect(targetProgress(Infinity, 10)).toBeNull();
  });
});
