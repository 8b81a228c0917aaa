import { asterFacts } from './aster/facts.ts';
import { backpackFacts } from './backpack/facts.ts';
import { edgexFacts } from './edgex/facts.ts';
import { hyperliquidFacts } from './hyperliquid/facts.ts';
import { lighterFacts } from './lighter/facts.ts';
import { pacificaFacts } from './pacifica/facts.ts';

/**
 * The venues, in the menu's order (the Airdrop Farming venues, then Backpack, the grid bot's venue): the one list
 * every venue table derives from. A venue is its folder (facts.ts, venue.ts, one file per call) and its line here;
 * the configuration, the dev server's proxy, the demo and every panel take it from this list.
 */
export const VENUE_LIST = [
  asterFacts,
  pacificaFacts,
  edgexFacts,
  hyperliquidFacts,
  lighterFacts,
  backpackFacts,
] as const;

/** The ids of the venues this build knows; a registry an app runs with may add more (markets/venue-registry.ts). */
export type BuiltInVenueId = (typeof VENUE_LIST)[number]['id'];
