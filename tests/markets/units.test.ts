import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextFundingBoundary } from '../../src/markets/model/funding-schedule';
import {
  aprOf,
  HOURS_PER_YEAR,
  hourlyFromInterval,
  isPlausibleHourlyRate,
  MAX_PLAUSIBLE_HOURLY_RATE,
  rateForPeriod,
} from '../../src/markets/model/units';

const rate = fc.double({ min: -0.01, max: 0.01, noNaN: true });

describe('funding units', () => {
  it('turns a rate for an interval into a rate per hour', () => {
    expect(hourlyFromInterval(0.0001, 8)).toBeCloseTo(0.0000125, 12);
    expect(hourlyFromInterval(0.00004, 4)).toBeCloseTo(0.00001, 12);
    expect(hourlyFromInterval(0.0000125, 1)).toBe(0.0000125);
    expect(() => hourlyFromInterval(0.0001, 0)).toThrow(RangeError);
  });

  it('shows an hourly rate per hour, per 8 hours and as a simple APR (hourly × 24 × 365)', () => {
    expect(rateForPeriod(0.0000125, '1h')).toBe(0.0000125);
    expect(rateForPeriod(0.0000125, '8h')).toBeCloseTo(0.0001, 12);
    expect(rateForPeriod(0.0000125, 'apr')).toBeCloseTo(0.1095, 10);
    expect(aprOf(0.0000125)).toBeCloseTo(0.1095, 10);
    expect(HOURS_PER_YEAR).toBe(8760);
  });

  it('keeps any rate the same money whatever interval it is quoted for', () => {
    fc.assert(
      fc.property(rate, fc.constantFrom(1, 2, 4, 8), (hourly, interval) => {
        expect(hourlyFromInterval(hourly * interval, interval)).toBeCloseTo(hourly, 12);
        expect(rateForPeriod(hourly, '8h')).toBeCloseTo(8 * rateForPeriod(hourly, '1h'), 12);
        expect(rateForPeriod(hourly, 'apr')).toBeCloseTo(aprOf(hourly), 12);
        expect(Math.sign(rateForPeriod(hourly, 'apr'))).toBe(Math.sign(hourly));
      }),
    );
  });

  it('refuses rates no venue allows: a unit mistake shows up as a missing market, never as 1.79e+11 %', () => {
    expect(isPlausibleHourlyRate(0.04)).toBe(true);
    expect(isPlausibleHourlyRate(-0.04)).toBe(true);
    expect(isPlausibleHourlyRate(MAX_PLAUSIBLE_HOURLY_RATE * 1.01)).toBe(false);
    expect(isPlausibleHourlyRate(1.79e9)).toBe(false);
    expect(isPlausibleHourlyRate(Number.NaN)).toBe(false);
    expect(isPlausibleHourlyRate(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('knows the next settlement of venues that settle on UTC boundaries', () => {
    const at = Date.UTC(2026, 0, 5, 13, 42, 10);
    expect(nextFundingBoundary(at)).toBe(Date.UTC(2026, 0, 5, 14));
    expect(nextFundingBoundary(at, 8)).toBe(Date.UTC(2026, 0, 5, 16));
    expect(nextFundingBoundary(Date.UTC(2026, 0, 5, 14), 1)).toBe(Date.UTC(2026, 0, 5, 15));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.constantFrom(1, 4, 8), (now, hours) => {
        const next = nextFundingBoundary(now, hours);
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(hours * 3_600_000);
        expect(next % (hours * 3_600_000)).toBe(0);
      }),
    );
  });
});
