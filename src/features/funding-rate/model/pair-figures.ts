import {
  averageRate,
  currentSignRun,
  hourlyRates,
  hourOf,
  HOUR_MS,
  pairSpread,
  signStability,
  type FundingPoint,
  type SignRun,
  type Stability,
  type WindowAverage,
} from '../../../markets/model/funding-history';
import type { FeeChoices } from '../../../markets/model/fees';
import { netPairOf, type NetPair, type VenueRateInput } from '../../../markets/model/net-carry';
import type { PairBasis } from '../../../markets/model/pair-basis';
import { HOURS_PER_YEAR } from '../../../markets/model/units';

export const AVERAGE_WINDOWS = [
  { id: '24h', hours: 24 },
  { id: '7d', hours: 168 },
  { id: '30d', hours: 720 },
] as const;
export type AverageWindow = (typeof AVERAGE_WINDOWS)[number]['id'];

export interface WindowFigures {
  id: AverageWindow;
  long: WindowAverage | null;
  short: WindowAverage | null;
  /** Short's average minus long's, per hour; unknown when either is. */
  spread: number | null;
}

export interface PairFigures {
  windows: WindowFigures[];
  /** The spread's latest sign and how many hours it has held (over the last 30 days). */
  signRun: SignRun | null;
  /** Of the last 7 days, the hours the spread had the sign it has now. */
  stability: Stability;
  lastSettled: { long: FundingPoint | null; short: FundingPoint | null };
}

const STABILITY_HOURS = 168;
const RUN_HOURS = 720;

/**
 * What the pair view says of a pair's history: each leg's average and the spread's over 24 h, 7 and 30 days, how long
 * the spread's sign has held, how steady it was over the week, and each leg's last settled rate.
 */
export function pairFigures(
  longPoints: readonly FundingPoint[],
  shortPoints: readonly FundingPoint[],
  now: number,
  sign: 1 | -1,
): PairFigures {
  const windows = AVERAGE_WINDOWS.map(({ id, hours }) => {
    const long = averageRate(longPoints, now, hours);
    const short = averageRate(shortPoints, now, hours);
    return { id, long, short, spread: long && short ? short.rateHourly - long.rateHourly : null };
  });
  return {
    windows,
    signRun: currentSignRun(pairSpread(longPoints, shortPoints, now, RUN_HOURS)),
    stability: signStability(pairSpread(longPoints, shortPoints, now, STABILITY_HOURS), sign),
    lastSettled: { long: longPoints.at(-1) ?? null, short: shortPoints.at(-1) ?? null },
  };
}

/** The chart's data: hour by hour (uPlot's x in seconds), each leg's rate and the spread, as APR in per cent. */
export interface PairChartData {
  times: number[];
  long: (number | null)[];
  short: (number | null)[];
  spread: (number | null)[];
  /** Whether any hour of either leg is known: a chart of nothing is "no history", not an empty box. */
  hasData: boolean;
}

const aprPercent = (hourly: number | null) => (hourly === null ? null : hourly * HOURS_PER_YEAR * 100);

export function pairChartData(
  longPoints: readonly FundingPoint[],
  shortPoints: readonly FundingPoint[],
  now: number,
  days: number,
): PairChartData {
  const toHour = hourOf(now);
  const fromHour = toHour - days * 24;
  const long = hourlyRates(longPoints, fromHour, toHour);
  const short = hourlyRates(shortPoints, fromHour, toHour);
  const times = long.map((_, index) => ((fromHour + index) * HOUR_MS) / 1000);
  const spread = long.map((value, index) => {
    const other = short[index];
    return value === null || other === null || other === undefined ? null : other - value;
  });
  return {
    times,
    long: long.map(aprPercent),
    short: short.map(aprPercent),
    spread: spread.map(aprPercent),
    hasData: long.some((value) => value !== null) || short.some((value) => value !== null),
  };
}

/** The pair view's pair on a basis: worked out, waiting for a leg's history, or not to be had on that basis. */
export type PairOnBasis = { state: 'pair'; pair: NetPair } | { state: 'reading' } | { state: 'missing' };

/**
 * The pair's net return on the basis it was handed over on, long and short as chosen (the pair view never turns a
 * pair round): the legs' rates now, or their averages over the basis's window from the view's histories (`figures`,
 * null while a leg's history is read). A window with a leg unknown (a failed read, no hour known) is missing: no
 * figure rather than one on another basis.
 */
export function pairOnBasis(
  basis: PairBasis,
  long: VenueRateInput | null,
  short: VenueRateInput | null,
  figures: PairFigures | null,
  fees: FeeChoices,
  holdDays: number,
): PairOnBasis {
  if (!long || !short || long.venue === short.venue) return { state: 'missing' };
  if (basis === 'now') return { state: 'pair', pair: netPairOf(long, short, fees, holdDays) };
  if (!figures) return { state: 'reading' };
  const window = figures.windows.find((candidate) => candidate.id === basis);
  if (!window?.long || !window.short) return { state: 'missing' };
  return {
    state: 'pair',
    pair: netPairOf(
      { venue: long.venue, fundingRateHourly: window.long.rateHourly },
      { venue: short.venue, fundingRateHourly: window.short.rateHourly },
      fees,
      holdDays,
    ),
  };
}
