import type { BacktestRules } from '../../../markets/model/backtest';
import type { BacktestLeg } from '../../../markets/model/backtest-costs';
import type { MarketRow } from '../../../markets/model/board';
import type { LegSpec } from './strategies';
import {
  strategyFormErrors,
  toStrategySettings,
  type StrategyFormContext,
  type StrategyFormValues,
} from './strategy-form';
import { strategyQuote } from './strategy-quote';

/**
 * The rules the form holds now, as the backtest takes them; null while any field is missing or wrong (the form says
 * which). The backtest follows the form being edited, so that a change is tried before it is saved.
 */
export function strategyRules(values: StrategyFormValues, context: StrategyFormContext): BacktestRules | null {
  if (Object.keys(strategyFormErrors(values, context)).length > 0) return null;
  const { sizeUsd, leverage, openSpreadApr, closeSpreadApr, maxHoldHours } = toStrategySettings(
    values,
    context.locale,
    new Date(0),
  );
  return { sizeUsd, leverage, openSpreadApr, closeSpreadApr, maxHoldHours };
}

export type StrategyPair = { kind: 'pair'; long: BacktestLeg; short: BacktestLeg } | { kind: 'notQuoted' };

/**
 * Which leg the backtest holds long and which short: as the bot would pair them today (the perpetual with the lower
 * funding long, a spot holding long against its perpetual), with each perpetual's live quote to read its history and
 * book by. Not known while a perpetual leg's venue has no quote for the market.
 */
export function strategyPair(legs: readonly [LegSpec, LegSpec], row: MarketRow | undefined): StrategyPair {
  const quote = strategyQuote(legs, row, 0);
  if (!quote) return { kind: 'notQuoted' };
  const legOf = (side: 'long' | 'short'): BacktestLeg => {
    const leg = quote.legs.find((entry) => entry.side === side) ?? quote.legs[side === 'long' ? 0 : 1];
    return {
      venue: leg.venue,
      instrument: leg.instrument,
      quote: leg.instrument === 'perp' ? row?.quotes[leg.venue] : undefined,
    };
  };
  return { kind: 'pair', long: legOf('long'), short: legOf('short') };
}
