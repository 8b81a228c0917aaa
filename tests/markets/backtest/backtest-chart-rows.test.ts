import { describe, expect, it } from 'vitest';
import { backtestChartRows } from '../../../src/markets/backtest/backtest-chart';
import { backtest } from '../../../src/markets/model/backtest';
import { HOUR_MS } from '../../../src/markets/model/funding-history';

const START = Date.UTC(2026, 10, 1);
const hourly = (pct: number) => pct / 100 / 8760;

describe("the backtest chart's rows", () => {
  it('give the cumulative net hour by hour, and the net again only at each open and at each close', () => {
    const result = backtest({
      spreadHourly: [5, 25, 30, 3, 10].map(hourly),
      start: START,
      rules: { openSpreadApr: 20, closeSpreadApr: 5, maxHoldHours: 100, sizeUsd: 1000, leverage: 2 },
      costs: { feePerSide: 0.001, impactPerSide: 0 },
    });
    const [times, net, opens, closes] = backtestChartRows(result);
    expect(times).toEqual([0, 1, 2, 3, 4, 5].map((hour) => (START + hour * HOUR_MS) / 1000));
    expect(net).toEqual(result.series.map((point) => point.netUsd));
    // Opened at the end of hour 1 (the series' third point), closed at the end of hour 3 (its fifth).
    expect(opens).toEqual([null, null, result.series[2]?.netUsd, null, null, null]);
    expect(closes).toEqual([null, null, null, null, result.series[4]?.netUsd, null]);
  });
});
