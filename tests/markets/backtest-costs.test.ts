// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backtestCosts, spotHoldingPoints } from '../../src/markets/model/backtest-costs';
import { backtestPair } from '../../src/markets/model/backtest-pair';
import { baseFeesOf } from '../../src/markets/model/fees';
import { HOUR_MS, hourOf, hourlyRates } from '../../src/markets/model/funding-history';

const NOW = Date.UTC(2026, 10, 20, 12, 30);

describe('what one crossing of both legs costs', () => {
  it('adds both venues’ fees as the user trades there and both legs’ impact from today’s books', () => {
    const costs = backtestCosts(
      { venue: 'lighter', impactBps: 1.5 },
      { venue: 'aster', impactBps: 2 },
      { aster: { order: 'maker', taker: null, maker: 0.0001 } },
    );
    expect(costs.feePerSide).toBeCloseTo(baseFeesOf('lighter').taker + 0.0001, 12);
    expect(costs.impactPerSide).toBeCloseTo(0.00035, 12);
  });

  it('counts no impact for a leg whose book is not known', () => {
    const costs = backtestCosts({ venue: 'pacifica', impactBps: null }, { venue: 'pacifica', impactBps: 4 });
    expect(costs.impactPerSide).toBeCloseTo(0.0004, 12);
    expect(costs.feePerSide).toBeCloseTo(2 * baseFeesOf('pacifica').taker, 12);
    expect(
      backtestCosts({ venue: 'aster', impactBps: null }, { venue: 'lighter', impactBps: null }).impactPerSide,
    ).toBe(0);
  });

  it('never costs less with more impact on either leg (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (long, short, more) => {
          const base = backtestCosts({ venue: 'lighter', impactBps: long }, { venue: 'edgex', impactBps: short });
          const worse = backtestCosts(
            { venue: 'lighter', impactBps: long + more },
            { venue: 'edgex', impactBps: short },
          );
          expect(worse.impactPerSide).toBeGreaterThanOrEqual(base.impactPerSide);
          expect(worse.feePerSide).toBe(base.feePerSide);
        },
      ),
    );
  });
});

describe('a spot holding’s funding', () => {
  it('is known at 0 for every whole hour of the window, and none of the hour under way', () => {
    const points = spotHoldingPoints(NOW, 7);
    expect(points).toHaveLength(168);
    expect(points.every((point) => point.rateHourly === 0 && point.intervalHours === 1)).toBe(true);
    const toHour = hourOf(NOW);
    expect(hourlyRates(points, toHour - 168, toHour).every((rate) => rate === 0)).toBe(true);
    expect(hourlyRates(points, toHour - 169, toHour - 168)).toEqual([null]);
    expect(points.at(-1)?.time).toBe(toHour * HOUR_MS);
    expect(spotHoldingPoints(NOW, 0)).toEqual([]);
  });

  it('lets a cash-and-carry earn the perpetual’s funding alone, whatever the window (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(7 as const, 30 as const),
        fc.double({ min: 1e-6, max: 1e-4, noNaN: true }),
        (days, rate) => {
          const toHour = hourOf(NOW);
          const perp = Array.from({ length: days * 24 }, (_, index) => ({
            time: (toHour - days * 24 + index + 1) * HOUR_MS,
            rateHourly: rate,
            intervalHours: 1,
          }));
          const outcome = backtestPair({
            longPoints: spotHoldingPoints(NOW, days),
            shortPoints: perp,
            now: NOW,
            days,
            rules: { openSpreadApr: 0.0001, closeSpreadApr: -1, maxHoldHours: 720, sizeUsd: 1000, leverage: 2 },
            costs: { feePerSide: 0, impactPerSide: 0 },
          });
          expect(outcome.kind).toBe('ran');
          if (outcome.kind !== 'ran') return;
          // Opens at the end of the first hour and earns every hour after it.
          expect(outcome.result.fundingUsd).toBeCloseTo(rate * 1000 * (days * 24 - 1), 9);
        },
      ),
    );
  });
});
