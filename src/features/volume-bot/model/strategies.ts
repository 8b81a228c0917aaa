import type { VolumeBotVenue } from '../../../account-record/volume-bot';

/** The venues whose volume-bot settings the menu lists, in its order. */
export const EXCHANGES = ['Aster', 'Pacifica', 'EdgeX', 'Hyperliquid', 'Lighter'] as const;
export type Exchange = (typeof EXCHANGES)[number];

/** The venue of a menu entry (Aster → aster). */
export const venueOfExchange = (exchange: Exchange) => exchange.toLowerCase() as VolumeBotVenue;

/** The seven strategies of the menu's Bot list, in its order. */
export const STRATEGIES = [
  'pacificaDeltaNeutral',
  'asterDeltaNeutralSpot',
  'hyperliquidPacificaDeltaNeutral',
  'hyperliquidEdgexDeltaNeutral',
  'lighterAsterFundingRate',
  'lighterPacificaFundingRate',
  'lighterEdgexFundingRate',
] as const;
export type Strategy = (typeof STRATEGIES)[number];

export function isStrategy(value: string): value is Strategy {
  return (STRATEGIES as readonly string[]).includes(value);
}

/** A perpetual pays or receives funding; a spot holding does neither. */
export type Instrument = 'perp' | 'spot';

export interface LegSpec {
  venue: VolumeBotVenue;
  instrument: Instrument;
}

/**
 * Each strategy's two legs. A strategy on two venues holds a perpetual on each: long where funding is lower, short
 * where it is higher, so the pair earns the difference whatever the price does. A single-venue "delta neutral"
 * strategy is a cash-and-carry: the asset held spot (long) against a short perpetual of the same asset on that venue,
 * which earns that perpetual's funding while it is positive. Pacifica lists perpetuals only, so its spot leg is the
 * asset held in the user's Solana wallet; Aster Delta Neutral Spot uses Aster's own spot market.
 */
export const STRATEGY_LEGS: Readonly<Record<Strategy, readonly [LegSpec, LegSpec]>> = {
  pacificaDeltaNeutral: [
    { venue: 'pacifica', instrument: 'spot' },
    { venue: 'pacifica', instrument: 'perp' },
  ],
  asterDeltaNeutralSpot: [
    { venue: 'aster', instrument: 'spot' },
    { venue: 'aster', instrument: 'perp' },
  ],
  hyperliquidPacificaDeltaNeutral: [
    { venue: 'hyperliquid', instrument: 'perp' },
    { venue: 'pacifica', instrument: 'perp' },
  ],
  hyperliquidEdgexDeltaNeutral: [
    { venue: 'hyperliquid', instrument: 'perp' },
    { venue: 'edgex', instrument: 'perp' },
  ],
  lighterAsterFundingRate: [
    { venue: 'lighter', instrument: 'perp' },
    { venue: 'aster', instrument: 'perp' },
  ],
  lighterPacificaFundingRate: [
    { venue: 'lighter', instrument: 'perp' },
    { venue: 'pacifica', instrument: 'perp' },
  ],
  lighterEdgexFundingRate: [
    { venue: 'lighter', instrument: 'perp' },
    { venue: 'edgex', instrument: 'perp' },
  ],
};

/** The venues a strategy reads, each once. */
export function strategyVenues(strategy: Strategy): VolumeBotVenue[] {
  return [...new Set(STRATEGY_LEGS[strategy].map((leg) => leg.venue))];
}

export const exchangeSettingsPanelId = (exchange: Exchange) => `volume-settings-${exchange.toLowerCase()}`;
export const strategyPanelId = (strategy: Strategy) => `volume-bot-${strategy}`;

/** The strategy a bot panel id names, if any (the selected bot is kept as its panel id). */
export function strategyOfPanelId(panelId: string): Strategy | null {
  const name = panelId.startsWith('volume-bot-') ? panelId.slice('volume-bot-'.length) : '';
  return isStrategy(name) ? name : null;
}
