import { simulate, spreadAprPct, type BacktestCosts, type BacktestRules } from './backtest';

/** The grid is this many opening spreads (X) by this many closing spreads (Y), the current setting in the middle. */
export const GRID_SIZE = 5;

const NICE_STEPS = [5, 2.5, 2, 1] as const;

/**
 * The distance between two of the grid's thresholds, in % APR: a round figure (1, 2, 2.5 or 5 times a power of ten)
 * of at most a quarter of X, so that the grid's lowest X, two steps below, is still above 0. X = 20 % steps by 5:
 * X from 10 to 30 %.
 */
export function gridStep(openSpreadApr: number): number {
  if (!(openSpreadApr > 0) || !Number.isFinite(openSpreadApr)) throw new RangeError('X must be a positive % APR');
  const quarter = openSpreadApr / 4;
  const power = 10 ** Math.floor(Math.log10(quarter));
  // The largest round step at or below a quarter of X; 1 × power always is, by the choice of power.
  const nice = NICE_STEPS.find((step) => step * power <= quarter) ?? 1;
  return nice * power;
}

/**
 * `GRID_SIZE` thresholds `step` apart with `center` in the middle, as typed, and the others without float noise
 * (0.30000000000000004).
 */
export function gridValues(center: number, step: number): number[] {
  const half = Math.floor(GRID_SIZE / 2);
  return Array.from({ length: GRID_SIZE }, (_, index) =>
    index === half ? center : Number((center + (index - half) * step).toPrecision(12)),
  );
}

export interface GridCell {
  openSpreadApr: number;
  closeSpreadApr: number;
  /** Net P&L over the window in USD, as backtest.ts counts it; null where Y is not below X (no valid setting). */
  netUsd: number | null;
  roundTrips: number | null;
  /** The strategy's own X and Y. */
  current: boolean;
}

export interface ThresholdGrid {
  openValues: number[];
  closeValues: number[];
  /** One row per X (as openValues), one cell per Y (as closeValues). */
  rows: GridCell[][];
}

/**
 * The strategy's net P&L over the window for X and Y around its own, every other rule (size, hold, fees, impact)
 * kept: what a farmer reads to pick thresholds. The spread is converted to % APR once for all cells.
 */
export function thresholdGrid(
  spreadHourly: readonly (number | null)[],
  rules: BacktestRules,
  costs: BacktestCosts,
): ThresholdGrid {
  const step = gridStep(rules.openSpreadApr);
  const openValues = gridValues(rules.openSpreadApr, step);
  const closeValues = gridValues(rules.closeSpreadApr, step);
  const spreadPct = spreadAprPct(spreadHourly);
  const rows = openValues.map((openSpreadApr) =>
    closeValues.map((closeSpreadApr): GridCell => {
      const current = openSpreadApr === rules.openSpreadApr && closeSpreadApr === rules.closeSpreadApr;
      if (closeSpreadApr >= openSpreadApr) {
        return { openSpreadApr, closeSpreadApr, netUsd: null, roundTrips: null, current };
      }
      const totals = simulate(spreadPct, spreadHourly, { ...rules, openSpreadApr, closeSpreadApr }, costs);
      return {
        openSpreadApr,
        closeSpreadApr,
        netUsd: totals.fundingUsd - totals.feesUsd - totals.impactUsd,
        roundTrips: totals.roundTrips,
        current,
      };
    }),
  );
  return { openValues, closeValues, rows };
}
