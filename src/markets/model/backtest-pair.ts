import { backtest, type BacktestCosts, type BacktestResult, type BacktestRules } from './backtest';
import { HOUR_MS, hourOf, hourlyRates, spreadRates, type FundingPoint } from './funding-history';

/** The windows a strategy is tried over: the last week, or the last month of settled funding. */
export const BACKTEST_DAYS = [7, 30] as const;
export type BacktestDays = (typeof BACKTEST_DAYS)[number];

export interface PairBacktestInput {
  /** Each leg's settled funding, hourly (funding-history.ts), as the history reads give it. */
  longPoints: readonly FundingPoint[];
  shortPoints: readonly FundingPoint[];
  now: number;
  days: BacktestDays;
  rules: BacktestRules;
  costs: BacktestCosts;
}

export type PairBacktest =
  | { kind: 'ran'; result: BacktestResult }
  /** A leg with no settled hour in the window: no figure, and the legs to name. */
  | { kind: 'missing'; legs: ('long' | 'short')[] };

/**
 * The strategy over the last `days` whole hours of both legs' settled funding (the hour under way has not settled).
 * A leg without a single known hour in the window leaves nothing to try the rules on: the backtest says which leg
 * rather than show a figure made of one side. Hours only one leg knows count as gaps (see backtest.ts).
 */
export function backtestPair(input: PairBacktestInput): PairBacktest {
  const hours = input.days * 24;
  const toHour = hourOf(input.now);
  const fromHour = toHour - hours;
  const longRates = hourlyRates(input.longPoints, fromHour, toHour);
  const shortRates = hourlyRates(input.shortPoints, fromHour, toHour);
  const legs: ('long' | 'short')[] = [];
  if (longRates.every((rate) => rate === null)) legs.push('long');
  if (shortRates.every((rate) => rate === null)) legs.push('short');
  if (legs.length > 0) return { kind: 'missing', legs };
  const result = backtest({
    spreadHourly: spreadRates(longRates, shortRates),
    start: fromHour * HOUR_MS,
    rules: input.rules,
    costs: input.costs,
  });
  return { kind: 'ran', result };
}
