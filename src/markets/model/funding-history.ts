import { isPlausibleHourlyRate } from './units';

export const HOUR_MS = 3_600_000;

/** One settlement as a venue reports it: the rate for its whole interval. */
export interface RawSettlement {
  /** When it was settled (ms since the epoch). */
  time: number;
  ratePerInterval: number;
  intervalHours: number;
}

/**
 * One settlement in the common model: hourly like the live rates. It pays for the `intervalHours` before `time`; a
 * 4-hour settlement of 0.04 % is 0.01 % an hour for each of those 4 hours.
 */
export interface FundingPoint {
  time: number;
  rateHourly: number;
  intervalHours: number;
}

export interface NormalisedHistory {
  /** Oldest first, one per settlement time. */
  points: FundingPoint[];
  /** Settlements left out: a time or an interval that is not one, or a rate no venue would pay. */
  dropped: number;
}

/**
 * A venue's settlements in the common model: oldest first, hourly rates, and each settlement once. A venue that sends
 * the same time twice (pages that overlap) is taken at its last word; rows that make no sense are counted, not kept.
 */
export function normaliseSettlements(raw: readonly RawSettlement[]): NormalisedHistory {
  const byTime = new Map<number, FundingPoint>();
  let dropped = 0;
  for (const settlement of raw) {
    const { time, ratePerInterval, intervalHours } = settlement;
    const rateHourly = ratePerInterval / intervalHours;
    const usable =
      Number.isSafeInteger(time) &&
      time > 0 &&
      intervalHours > 0 &&
      intervalHours <= 24 &&
      isPlausibleHourlyRate(rateHourly);
    if (!usable) {
      dropped += 1;
      continue;
    }
    if (byTime.has(time)) dropped += 1;
    byTime.set(time, { time, rateHourly, intervalHours });
  }
  const points = [...byTime.values()].sort((a, b) => a.time - b.time);
  return { points, dropped };
}

/** The hour a time falls in, counted from the epoch. */
export const hourOf = (time: number): number => Math.floor(time / HOUR_MS);

/**
 * Each hour's rate from `fromHour` (included) to `toHour` (excluded), null where no settlement covers it (a gap, or
 * before the market listed). Venues stamp settlements on the hour or a little after (Hyperliquid ~50 ms, Aster 1 ms,
 * Pacifica up to a few minutes), so a settlement counts at the nearest hour and covers the hours before it.
 */
export function hourlyRates(points: readonly FundingPoint[], fromHour: number, toHour: number): (number | null)[] {
  const length = Math.max(0, toHour - fromHour);
  const rates: (number | null)[] = new Array<number | null>(length).fill(null);
  for (const point of points) {
    const settledAt = Math.round(point.time / HOUR_MS);
    const first = Math.max(settledAt - Math.round(point.intervalHours), fromHour);
    const last = Math.min(settledAt, toHour);
    for (let hour = first; hour < last; hour += 1) rates[hour - fromHour] = point.rateHourly;
  }
  return rates;
}

export interface WindowAverage {
  /** The mean of the hours known, per hour. */
  rateHourly: number;
  knownHours: number;
  windowHours: number;
}

/**
 * The average hourly rate over the last `windowHours` whole hours before `now` (the hour under way has not settled),
 * of the hours known; null when none is known.
 */
export function averageRate(points: readonly FundingPoint[], now: number, windowHours: number): WindowAverage | null {
  const toHour = hourOf(now);
  let sum = 0;
  let knownHours = 0;
  for (const rate of hourlyRates(points, toHour - windowHours, toHour)) {
    if (rate === null) continue;
    sum += rate;
    knownHours += 1;
  }
  return knownHours === 0 ? null : { rateHourly: sum / knownHours, knownHours, windowHours };
}

/** The pair's spread hour by hour (short leg's rate minus long leg's), null where either is unknown. */
export function spreadRates(
  longRates: readonly (number | null)[],
  shortRates: readonly (number | null)[],
): (number | null)[] {
  return longRates.map((long, index) => {
    const short = shortRates[index];
    return long === null || short === null || short === undefined ? null : short - long;
  });
}

export interface Stability {
  /** Hours in which the spread had the wanted sign. */
  stableHours: number;
  /** Hours in which both legs are known. */
  knownHours: number;
}

/** How many hours the spread kept a sign (positive: the pair earned; negative: it paid), of the hours known. */
export function signStability(spread: readonly (number | null)[], sign: 1 | -1): Stability {
  let stableHours = 0;
  let knownHours = 0;
  for (const value of spread) {
    if (value === null) continue;
    knownHours += 1;
    if (Math.sign(value) === sign) stableHours += 1;
  }
  return { stableHours, knownHours };
}

export interface SignRun {
  sign: 1 | -1 | 0;
  hours: number;
}

/**
 * The sign of the latest known hour and how many hours in a row it has held, back to the first hour of another sign
 * or a gap. Null when no hour is known.
 */
export function currentSignRun(spread: readonly (number | null)[]): SignRun | null {
  let index = spread.length - 1;
  while (index >= 0 && spread[index] === null) index -= 1;
  const latest = spread[index];
  if (latest === null || latest === undefined) return null;
  const sign = Math.sign(latest) as 1 | -1 | 0;
  let hours = 0;
  for (; index >= 0; index -= 1) {
    const value = spread[index];
    if (value === null || value === undefined || Math.sign(value) !== sign) break;
    hours += 1;
  }
  return { sign, hours };
}

/** Hours as days, rounded down to half a day: 156 hours is 6.5 days. */
export const halfDays = (hours: number): number => Math.floor(Math.max(0, hours) / 12) / 2;

/** A pair's spread over the last `hours` whole hours before `now`, hour by hour (see spreadRates). */
export function pairSpread(
  longPoints: readonly FundingPoint[],
  shortPoints: readonly FundingPoint[],
  now: number,
  hours: number,
): (number | null)[] {
  const toHour = hourOf(now);
  return spreadRates(hourlyRates(longPoints, toHour - hours, toHour), hourlyRates(shortPoints, toHour - hours, toHour));
}
