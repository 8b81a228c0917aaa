import type { VolumeBotVenue } from '../../../account-record/volume-bot';
import { STRATEGY_LEGS, isStrategy, type Strategy } from '../../../account-record/volume-bot-strategies';

/** The venues whose volume-bot settings the menu lists, in its order. */
export const EXCHANGES = ['Aster', 'Pacifica', 'EdgeX', 'Hyperliquid', 'Lighter'] as const;
export type Exchange = (typeof EXCHANGES)[number];

/** The venue of a menu entry (Aster → aster). */
export const venueOfExchange = (exchange: Exchange) => exchange.toLowerCase() as VolumeBotVenue;

// The strategies and their legs are shared (account-record/volume-bot-strategies.ts): Funding Rate opens their panels.
export {
  isStrategy,
  STRATEGIES,
  STRATEGY_LEGS,
  strategyPanelId,
  type Instrument,
  type LegSpec,
  type Strategy,
} from '../../../account-record/volume-bot-strategies';
/** The venues a strategy reads, each once. */
export function strategyVenues(strategy: Strategy): VolumeBotVenue[] {
  return [...new Set(STRATEGY_LEGS[strategy].map((leg) => leg.venue))];
}

export const exchangeSettingsPanelId = (exchange: Exchange) => `volume-settings-${exchange.toLowerCase()}`;

/** The strategy a bot panel id names, if any (the selected bot is kept as its panel id). */
export function strategyOfPanelId(panelId: string): Strategy | null {
  const name = panelId.startsWith('volume-bot-') ? panelId.slice('volume-bot-'.length) : '';
  return isStrategy(name) ? name : null;
}
