// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageRate,
  currentSignRun,
  halfDays,
  HOUR_MS,
  hourlyRates,
  hourOf,
  normaliseSettlements,
  pairSpread,
  signStability,
  spreadRates,
  type FundingPoint,
} from '../../src/markets/model/funding-history';

const T0 = Date.UTC(2026, 4, 1, 0, 0, 0);
const at = (hours: number) => T0 + hours * HOUR_MS;
const hourly = (hours: number, rateHourly: number): FundingPoint => ({ time: at(hours), rateHourly, intervalHours: 1 });

describe('settlements in the common model', () => {
  it('are hourly whatever the interval, oldest first', () => {
    const { points, dropped } = normaliseSettlements([
      { time: at(8), ratePerInterval: 0.0008, intervalHours: 8 },
      { time: at(4), ratePerInterval: 0.0002, intervalHours: 4 },
    ]);
    expect(points).toEqual([
      { time: at(4), rateHourly: 0.00005, intervalHours: 4 },
      { time: at(8), rateHourly: 0.0001, intervalHours: 8 },
    ]);
    expect(dropped).toBe(0);
  });

  it('keep one settlement per time, the last one sent, and count the repeat', () => {
    const { points, dropped } = normaliseSettlements([
      { time: at(1), ratePerInterval: 0.00001, intervalHours: 1 },
      { time: at(1), ratePerInterval: 0.00002, intervalHours: 1 },
    ]);
    expect(points).toEqual([{ time: at(1), rateHourly: 0.00002, intervalHours: 1 }]);
    expect(dropped).toBe(1);
  });

  it('leave out what makes no sense: a bad time, interval or rate', () => {
    const { points, dropped } = normaliseSettlements([
      { time: 0, ratePerInterval: 0.00001, intervalHours: 1 },
      { time: 1.5, ratePerInterval: 0.00001, intervalHours: 1 },
      { time: at(1), ratePerInterval: 0.00001, intervalHours: 0 },
      { time: at(2), ratePerInterval: 0.00001, intervalHours: 48 },
      { time: at(3), ratePerInterval: Number.NaN, intervalHours: 1 },
      { time: at(4), ratePerInterval: 1.79e9, intervalHours: 1 },
      { time: at(5), ratePerInterval: -0.00001, intervalHours: 1 },
    ]);
    expect(points).toEqual([{ time: at(5), rateHourly: -0.00001, intervalHours: 1 }]);
    expect(dropped).toBe(6);
  });

  it('of an empty history are empty', () => {
    expect(normaliseSettlements([])).toEqual({ points: [], dropped: 0 });
  });

  it('are sorted, unique by time, and never more than were sent', () => {
    const settlement = fc.record({
      time: fc.integer({ min: 1, max: 2_000 }).map((hour) => at(hour)),
      ratePerInterval: fc.double({ min: -0.01, max: 0.01, noNaN: true }),
      intervalHours: fc.constantFrom(1, 4, 8),
    });
    fc.assert(
      fc.property(fc.array(settlement, { maxLength: 60 }), (raw) => {
        const { points, dropped } = normaliseSettlements(raw);
        expect(points.length + dropped).toBe(raw.length);
        for (let index = 1; index < points.length; index += 1) {
          expect((points[index]?.time ?? 0) > (points[index - 1]?.time ?? 0)).toBe(true);
        }
      }),
    );
  });
});

describe('hour by hour', () => {
  it('a settlement pays for the hours before it', () => {
    const points = [{ time: at(4), rateHourly: 0.00005, intervalHours: 4 }, hourly(5, 0.00001)];
    expect(hourlyRates(points, hourOf(at(0)), hourOf(at(6)))).toEqual([
      0.00005,
      0.00005,
      0.00005,
      0.00005,
      0.00001,
      null,
    ]);
  });

  it('counts a settlement stamped a little after the hour (Hyperliquid, Pacifica) at that hour', () => {
    const late = [
      { time: at(2) + 50, rateHourly: 0.00002, intervalHours: 1 },
      { time: at(3) + 4 * 60_000, rateHourly: 0.00003, intervalHours: 1 },
    ];
    expect(hourlyRates(late, hourOf(at(0)), hourOf(at(3)))).toEqual([null, 0.00002, 0.00003]);
  });

  it('leaves a gap as no figure, and is empty for an empty range', () => {
    expect(hourlyRates([hourly(1, 0.00001), hourly(3, 0.00003)], hourOf(at(0)), hourOf(at(3)))).toEqual([
      0.00001,
      null,
      0.00003,
    ]);
    expect(hourlyRates([hourly(1, 0.00001)], 10, 10)).toEqual([]);
    expect(hourlyRates([hourly(1, 0.00001)], 10, 5)).toEqual([]);
  });

  it('has one entry per hour asked for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 800 }), (from, length) => {
        expect(hourlyRates([hourly(from + 1, 0.00001)], from, from + length)).toHaveLength(length);
      }),
    );
  });
});

describe('the average over a window', () => {
  const now = at(48) + 20 * 60_000;

  it('is the mean of the whole hours known before now', () => {
    const points = [
      ...Array.from({ length: 24 }, (_, index) => hourly(25 + index, 0.00001)),
      ...Array.from({ length: 24 }, (_, index) => hourly(1 + index, 0.00003)),
    ];
    expect(averageRate(points, now, 24)).toEqual({ rateHourly: 0.00001, knownHours: 24, windowHours: 24 });
    const week = averageRate(points, now, 168);
    expect(week?.rateHourly).toBeCloseTo(0.00002, 12);
    expect(week?.knownHours).toBe(48);
  });

  it('weighs an 8-hour settlement over its 8 hours, like eight hourly ones', () => {
    const eightHourly = averageRate([{ time: at(48), rateHourly: 0.0001, intervalHours: 8 }, hourly(40, 0)], now, 16);
    expect(eightHourly?.knownHours).toBe(9);
    expect(eightHourly?.rateHourly).toBeCloseTo((8 * 0.0001) / 9, 12);
  });

  it('is unknown when no hour of the window is', () => {
    expect(averageRate([], now, 24)).toBeNull();
    expect(averageRate([hourly(1, 0.0001)], now, 24)).toBeNull();
  });

  it('lies between the lowest and the highest hour', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.001, max: 0.001, noNaN: true }), { minLength: 1, maxLength: 48 }),
        (rates) => {
          const points = rates.map((rate, index) => hourly(index + 1, rate));
          const average = averageRate(points, at(rates.length) + 1, rates.length);
          expect(average?.rateHourly).toBeGreaterThanOrEqual(Math.min(...rates) - 1e-15);
          expect(average?.rateHourly).toBeLessThanOrEqual(Math.max(...rates) + 1e-15);
        },
      ),
    );
  });
});

describe("the spread's stability", () => {
  it('is short minus long, hour by hour, unknown where either is', () => {
    expect(spreadRates([0.25, null, 0.5], [1, 0.25, null])).toEqual([0.75, null, null]);
  });

  it('counts the hours the spread kept the sign, of the hours known', () => {
    expect(signStability([0.1, 0.2, -0.1, null, 0, 0.3], 1)).toEqual({ stableHours: 3, knownHours: 5 });
    expect(signStability([0.1, -0.2, -0.1], -1)).toEqual({ stableHours: 2, knownHours: 3 });
    expect(signStability([], 1)).toEqual({ stableHours: 0, knownHours: 0 });
  });

  it('says how long the latest sign has held, back to a change or a gap', () => {
    expect(currentSignRun([0.1, -0.1, 0.2, 0.3, null])).toEqual({ sign: 1, hours: 2 });
    expect(currentSignRun([0.1, null, -0.2, -0.3])).toEqual({ sign: -1, hours: 2 });
    expect(currentSignRun([0.1, 0.2])).toEqual({ sign: 1, hours: 2 });
    expect(currentSignRun([0, 0])).toEqual({ sign: 0, hours: 2 });
    expect(currentSignRun([null, null])).toBeNull();
    expect(currentSignRun([])).toBeNull();
  });

  it('never counts more stable hours than known ones, nor a run longer than the series', () => {
    const series = fc.array(fc.option(fc.double({ min: -1, max: 1, noNaN: true }), { nil: null }), { maxLength: 200 });
    fc.assert(
      fc.property(series, fc.constantFrom(1 as const, -1 as const), (spread, sign) => {
        const { stableHours, knownHours } = signStability(spread, sign);
        expect(stableHours).toBeLessThanOrEqual(knownHours);
        expect(knownHours).toBeLessThanOrEqual(spread.length);
        expect(currentSignRun(spread)?.hours ?? 0).toBeLessThanOrEqual(knownHours);
      }),
    );
  });

  it('is told in half days, rounded down', () => {
    expect(halfDays(168)).toBe(7);
    expect(halfDays(156)).toBe(6.5);
    expect(halfDays(155)).toBe(6);
    expect(halfDays(11)).toBe(0);
    expect(halfDays(-5)).toBe(0);
  });
});

describe("a pair's spread over the last hours", () => {
  it('lines the two legs up hour by hour, up to the hour under way', () => {
    const long = [hourly(1, 0.00001), hourly(2, 0.00001), { time: at(4), rateHourly: 0.00002, intervalHours: 2 }];
    const short = [hourly(2, 0.00005), hourly(3, 0.00001), hourly(4, 0.00003)];
    const spread = pairSpread(long, short, at(4) + 10 * 60_000, 4);
    expect(spread.map((value) => (value === null ? null : Math.round(value * 1e6)))).toEqual([null, 40, -10, 10]);
  });
});
