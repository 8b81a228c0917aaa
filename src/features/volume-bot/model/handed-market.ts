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
 * What a strategy makes of a selection: a market it may trade (a base asset as the markets layer names it), with the
 * pair it came from only when that pair is the strategy's own two venues (a best pair on other venues says nothing
 * about this strategy, so only the market is taken). A card or a name that is no market is not for it. Whether the
 * strategy's venues list the market is the other half of the rule: see `followsHandedMarket`.
 */
export function handedMarket(strategy: Strategy, selection: PanelSelection | null): HandedMarket | null {
  if (selection?.kind !== 'market' || !MARKET.test(selection.base)) return null;
  const venues: readonly string[] = STRATEGY_LEGS[strategy].map((leg) => leg.venue);
  const { long, short } = selection;
  const ownPair = long !== undefined && short !== undefined && venues.includes(long) && venues.includes(short);
  return { market: selection.base, long: ownPair ? long : null, short: ownPair ? short : null };
}

/**
 * Whether the strategy follows a handed market: yes when both its venues list it, no when they are known and do not,
 * and not yet (null) while the venues' market lists are still being read.
 */
export function followsHandedMarket(handed: HandedMarket, listed: ReadonlySet<string> | null): boolean | null {
  return listed === null ? null : listed.has(handed.market);
}
