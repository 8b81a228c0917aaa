import { HOUR_MS } from './funding-history';
import { aprOf, HOURS_PER_YEAR } from './units';

/** A strategy's own rules, in the units its form and saved settings use (StrategySettings' fields). */
export interface BacktestRules {
  /** X: open when flat and the hour's spread is at least this, % APR. */
  openSpreadApr: number;
  /** Y: close when open and the hour's spread is below this, % APR. */
  closeSpreadApr: number;
  /** Close once held this many hours, whatever the spread. */
  maxHoldHours: number;
  /** USD on each leg. */
  sizeUsd: number;
  leverage: number;
}

/** What crossing both books once costs, per dollar of one leg: paid at every open and at every close. */
export interface BacktestCosts {
  /** One fill's fee on each leg: the long venue's plus the short venue's (fees.ts's feePerFill). */
  feePerSide: number;
  /** One fill's impact on each leg, from today's books: the long leg's plus the short leg's, as fractions. */
  impactPerSide: number;
}

export interface BacktestInput {
  /** The pair's spread hour by hour, oldest first (funding-history.ts's pairSpread): a fraction per hour, or null. */
  spreadHourly: readonly (number | null)[];
  /** When the first hour starts (ms since the epoch). */
  start: number;
  rules: BacktestRules;
  costs: BacktestCosts;
}

export type CloseReason = 'spreadBelowClose' | 'maxHoldReached';

/** An open or a close, at the end of the hour `hour` (its index in the window). */
export interface BacktestEvent {
  kind: 'open' | 'close';
  hour: number;
  time: number;
  reason?: CloseReason;
}

/** The cumulative net P&L, in USD, at a time: the window's start, then the end of every hour. */
export interface BacktestPoint {
  time: number;
  netUsd: number;
}

export interface BacktestResult {
  windowHours: number;
  /** Positions opened and closed within the window. */
  roundTrips: number;
  /** A position still open at the window's end: valued without its exit costs. */
  openAtEnd: boolean;
  /** Hours in position, and their share of the window (0–1). */
  heldHours: number;
  timeInPosition: number;
  /** Hours held whose spread is not known (a gap in either leg's history): they earned nothing here. */
  unknownHeldHours: number;
  fundingUsd: number;
  feesUsd: number;
  impactUsd: number;
  netUsd: number;
  /** What the position ties up: both legs' margin, 2 × size / leverage. */
  marginUsd: number;
  /** The net over the window as a yearly return on the margin, a fraction (0.25 is 25 % APR). */
  netAprOnMargin: number;
  /** The largest fall of the cumulative net from a previous high (or from 0), in USD, as a positive number. */
  worstDrawdownUsd: number;
  series: BacktestPoint[];
  events: BacktestEvent[];
}

/** Each hour's spread in % APR, the unit X and Y are set in; null where not known. */
export function spreadAprPct(spreadHourly: readonly (number | null)[]): (number | null)[] {
  return spreadHourly.map((spread) => (spread === null ? null : aprOf(spread) * 100));
}

export interface SimulationTotals {
  roundTrips: number;
  openAtEnd: boolean;
  heldHours: number;
  unknownHeldHours: number;
  fundingUsd: number;
  feesUsd: number;
  impactUsd: number;
}

interface Recorder {
  hour: (index: number, netUsd: number) => void;
  event: (event: Omit<BacktestEvent, 'time'>) => void;
}

/**
 * The strategy's rules hour by hour, acting only on what it could have known. At the end of each hour the hour's
 * spread has settled: flat, the bot opens when it is at least X; open, it closes once held the maximum hold (checked
 * first) or when the spread fell below Y. A position earns each hour's spread from the hour after it opened, and a
 * close and an open never fall at the same hour's end. Every open and every close pays the fees and the impact of one
 * fill on each leg. A position still open at the end is left open: its exit costs are not counted.
 */
export function simulate(
  spreadPct: readonly (number | null)[],
  spreadHourly: readonly (number | null)[],
  rules: BacktestRules,
  costs: BacktestCosts,
  recorder?: Recorder,
): SimulationTotals {
  const totals: Omit<SimulationTotals, 'openAtEnd'> = {
    roundTrips: 0,
    heldHours: 0,
    unknownHeldHours: 0,
    fundingUsd: 0,
    feesUsd: 0,
    impactUsd: 0,
  };
  const feePerFill = rules.sizeUsd * costs.feePerSide;
  const impactPerFill = rules.sizeUsd * costs.impactPerSide;
  let open = false;
  let heldHours = 0;
  for (let hour = 0; hour < spreadPct.length; hour += 1) {
    const spread = spreadPct[hour] ?? null;
    if (open) {
      heldHours += 1;
      totals.heldHours += 1;
      const rate = spreadHourly[hour] ?? null;
      if (rate === null) totals.unknownHeldHours += 1;
      else totals.fundingUsd += rate * rules.sizeUsd;
      const reason: CloseReason | null =
        heldHours >= rules.maxHoldHours
          ? 'maxHoldReached'
          : spread !== null && spread < rules.closeSpreadApr
            ? 'spreadBelowClose'
            : null;
      if (reason) {
        open = false;
        totals.roundTrips += 1;
        totals.feesUsd += feePerFill;
        totals.impactUsd += impactPerFill;
        recorder?.event({ kind: 'close', hour, reason });
      }
    } else if (spread !== null && spread >= rules.openSpreadApr) {
      open = true;
      heldHours = 0;
      totals.feesUsd += feePerFill;
      totals.impactUsd += impactPerFill;
      recorder?.event({ kind: 'open', hour });
    }
    recorder?.hour(hour, totals.fundingUsd - totals.feesUsd - totals.impactUsd);
  }
  return { ...totals, openAtEnd: open };
}

/** The strategy's rules over a window of hourly spreads: what it would have earned, paid and risked. */
export function backtest(input: BacktestInput): BacktestResult {
  const { spreadHourly, start, rules, costs } = input;
  const windowHours = spreadHourly.length;
  const series: BacktestPoint[] = [{ time: start, netUsd: 0 }];
  const events: BacktestEvent[] = [];
  let peak = 0;
  let worstDrawdownUsd = 0;
  const totals = simulate(spreadAprPct(spreadHourly), spreadHourly, rules, costs, {
    hour: (index, netUsd) => {
      series.push({ time: start + (index + 1) * HOUR_MS, netUsd });
      peak = Math.max(peak, netUsd);
      worstDrawdownUsd = Math.max(worstDrawdownUsd, peak - netUsd);
    },
    event: (event) => events.push({ ...event, time: start + (event.hour + 1) * HOUR_MS }),
  });
  const netUsd = totals.fundingUsd - totals.feesUsd - totals.impactUsd;
  const marginUsd = (2 * rules.sizeUsd) / rules.leverage;
  return {
    windowHours,
    ...totals,
    timeInPosition: windowHours === 0 ? 0 : totals.heldHours / windowHours,
    netUsd,
    marginUsd,
    netAprOnMargin: windowHours === 0 ? 0 : (netUsd / marginUsd) * (HOURS_PER_YEAR / windowHours),
    worstDrawdownUsd,
    series,
    events,
  };
}
