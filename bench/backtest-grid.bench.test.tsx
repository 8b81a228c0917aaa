// `npm run bench`: the X × Y grid of a strategy's backtest (25 cells) over 30 days of hourly funding, plus the full
// backtest of the current setting that the chart draws: the work a strategy panel does when its thresholds change.
// Each run is timed twice: by the wall clock, and by the CPU time this process spent (process.cpuUsage). On a shared
// two-core machine under load the wall clock also counts the time the system gave other processes (a run of 0.3 ms
// measured 54–108 ms at a load average of 17), so the bar is on the CPU time of every run, the first (nothing
// compiled yet) included. It prints both. A measurement, not part of `npm test`.
import { expect, it } from 'vitest';
import { backtest, type BacktestCosts, type BacktestRules } from '../src/markets/model/backtest';
import { thresholdGrid } from '../src/markets/model/backtest-grid';
import { HOUR_MS, normaliseSettlements, pairSpread } from '../src/markets/model/funding-history';
import { SIM_ASSETS, simSettlements } from '../src/mocks/venues/market-sim';

const RUNS = 30;
const BAR_MS = 50;
const DAYS = 30;

it(`computes the 25-cell grid over ${DAYS} days in under ${BAR_MS} ms`, () => {
  const now = Date.UTC(2026, 10, 27, 12, 30);
  const from = now - (DAYS + 1) * 24 * HOUR_MS;
  const sol = SIM_ASSETS.find((asset) => asset.base === 'SOL');
  if (!sol) throw new Error('the demo lists SOL');
  const points = (venue: 'lighter' | 'pacifica') =>
    normaliseSettlements(
      simSettlements(sol, venue, 1, from, now).map((settlement) => ({
        time: settlement.time,
        ratePerInterval: settlement.ratePerInterval,
        intervalHours: 1,
      })),
    ).points;
  const spreadHourly = pairSpread(points('lighter'), points('pacifica'), now, DAYS * 24);
  // A maximum hold of a day, so that the rules open and close often: the loop does all its work.
  const rules: BacktestRules = { openSpreadApr: 4, closeSpreadApr: 1, maxHoldHours: 24, sizeUsd: 5000, leverage: 3 };
  const costs: BacktestCosts = { feePerSide: 0.0004, impactPerSide: 0.00012 };

  const wall: number[] = [];
  const cpu: number[] = [];
  let cells = 0;
  let roundTrips = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const grid = thresholdGrid(spreadHourly, rules, costs);
    const current = backtest({ spreadHourly, start: now - DAYS * 24 * HOUR_MS, rules, costs });
    const used = process.cpuUsage(cpuBefore);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    cells = grid.rows.flat().length;
    roundTrips = current.roundTrips;
  }
  const figures = (timings: number[]) => {
    const sorted = timings.slice(1).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    return `first ${(timings[0] ?? 0).toFixed(2)} ms, median ${median.toFixed(2)} ms, slowest ${Math.max(...timings).toFixed(2)} ms`;
  };
  console.log(
    `backtest grid: ${String(cells)} cells × ${String(spreadHourly.length)} hours (current setting: ` +
      `${String(roundTrips)} round trips), ${String(RUNS)} runs; CPU time: ${figures(cpu)}; wall clock: ${figures(wall)}`,
  );
  expect(cells).toBe(25);
  expect(spreadHourly).toHaveLength(DAYS * 24);
  expect(roundTrips).toBeGreaterThan(0);
  expect(Math.max(...cpu)).toBeLessThan(BAR_MS);
});
