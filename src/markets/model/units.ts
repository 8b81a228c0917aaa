/**
 * Funding units. Venues quote funding per settlement interval (1 h, 4 h, 8 h); the common model keeps a fraction per
 * hour and converts only for display. Mixing units is how a dashboard ends up showing a rate of 1.79e+11 %.
 */
export const HOURS_PER_DAY = 24;
export const HOURS_PER_YEAR = 24 * 365;

export const RATE_PERIODS = ['1h', '8h', 'apr'] as const;
export type RatePeriod = (typeof RATE_PERIODS)[number];

export const PERIOD_HOURS: Readonly<Record<RatePeriod, number>> = { '1h': 1, '8h': 8, apr: HOURS_PER_YEAR };

/** A venue's rate for one settlement interval, as a fraction per hour. */
export function hourlyFromInterval(ratePerInterval: number, intervalHours: number): number {
  if (!(intervalHours > 0)) throw new RangeError('a funding interval must be a positive number of hours');
  return ratePerInterval / intervalHours;
}

/** A rate per hour, shown for a period: per hour, per 8 hours, or per year (APR = hourly × 24 × 365, simple). */
export function rateForPeriod(hourly: number, period: RatePeriod): number {
  return hourly * PERIOD_HOURS[period];
}

export function aprOf(hourly: number): number {
  return hourly * HOURS_PER_YEAR;
}

/**
 * No venue lets funding go anywhere near 5 % an hour (Hyperliquid caps it at 4 %, the others lower): a reply that
 * says so is read in the wrong unit or broken, and the market is left out rather than shown.
 */
export const MAX_PLAUSIBLE_HOURLY_RATE = 0.05;

export function isPlausibleHourlyRate(hourly: number): boolean {
  return Number.isFinite(hourly) && Math.abs(hourly) <= MAX_PLAUSIBLE_HOURLY_RATE;
}
