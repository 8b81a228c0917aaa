import type { VenueId } from '../../config/env';

export type { VenueId };

/** The venues of the Airdrop Farming menu, in its order, then Backpack (the grid bot's venue). */
export const VENUES = [
  'aster',
  'pacifica',
  'edgex',
  'hyperliquid',
  'lighter',
  'backpack',
] as const satisfies readonly VenueId[];

/** Proper names: the same in every language. */
export const VENUE_NAMES: Readonly<Record<VenueId, string>> = {
  aster: 'Aster',
  pacifica: 'Pacifica',
  edgex: 'EdgeX',
  hyperliquid: 'Hyperliquid',
  lighter: 'Lighter',
  backpack: 'Backpack',
};

export function isVenueId(value: unknown): value is VenueId {
  return (VENUES as readonly unknown[]).includes(value);
}
