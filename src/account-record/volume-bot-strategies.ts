import type { VolumeBotVenue } from './volume-bot';

/**
 * The seven strategies of the Volume Bot menu and their legs: shared, because the account record keeps each one's
 * settings under `volumeBot.bots.<strategy>` and other screens (Funding Rate's pair view) open a strategy's panel.
 */
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

export const strategyPanelId = (strategy: Strategy) => `volume-bot-${strategy}`;

/**
 * The strategy that trades a funding pair (a perpetual on each venue, in either direction: a strategy goes long where
 * funding is lower), if one of the seven does; null for any other pair, and for one venue against itself.
 */
export function strategyForPair(long: string, short: string): Strategy | null {
  if (long === short) return null;
  return (
    STRATEGIES.find((strategy) => {
      const legs = STRATEGY_LEGS[strategy];
      const venues = legs.map((leg) => leg.venue as string);
      return legs.every((leg) => leg.instrument === 'perp') && venues.includes(long) && venues.includes(short);
    }) ?? null
  );
}
