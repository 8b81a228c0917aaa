import { formatPercent } from '../../lib/format/numbers';
import { rateForPeriod, type RatePeriod } from './units';

const RATE_DIGITS: Readonly<Record<RatePeriod, number>> = { '1h': 4, '8h': 4, apr: 2 };

/** A funding rate (hourly, as the markets layer holds it) for a period, with its sign: +0.0013 %, −10.95 %. */
export const formatRate = (hourly: number, period: RatePeriod, locale: string): string => {
  const digits = RATE_DIGITS[period];
  return formatPercent(rateForPeriod(hourly, period), locale, { minDigits: digits, maxDigits: digits, signed: true });
};
