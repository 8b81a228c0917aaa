import { STRATEGY_LEGS, type Strategy } from '../../../account-record/volume-bot-strategies';
import type { PanelSelection } from '../../../panel-contract/panel-selection';

/** A market another panel handed a strategy (Funding Rate's "Open as strategy"), and the pair it came with. */
export interface HandedMarket {
  market: string;
  long: string | null;
  short: string | null;
}

const MARKET = /^[A-Z0-9]{1,15}$/;

/**
 * What a strategy makes of a selection: a market it can trade (a base asset as the markets layer names it), with the
 * pair it came from when that pair is the strategy's own two venues. A card, a name that is no market, or a pair on
 * other venues than the strategy's is not for it.
 */
export function handedMarket(strategy: Strategy, selection: PanelSelection | null): HandedMarket | null {
  if (selection?.kind !== 'market' || !MARKET.test(selection.base)) return null;
  const venues: readonly string[] = STRATEGY_LEGS[strategy].map((leg) => leg.venue);
  const legs = [selection.long, selection.short].filter((venue): venue is string => venue !== undefined);
  if (legs.some((venue) => !venues.includes(venue))) return null;
  return { market: selection.base, long: selection.long ?? null, short: selection.short ?? null };
}
