import type { HttpHandler } from 'msw';
import { VENUE_LIST, type BuiltInVenueId } from '../../../markets/venues/venue-list';
import { asterHandlers } from './aster';
import { backpackHandlers } from './backpack';
import { bookHandlers } from './books';
import { edgexHandlers } from './edgex';
import { hyperliquidHandlers } from './hyperliquid';
import { lighterHandlers } from './lighter';
import { pacificaHandlers } from './pacifica';

/**
 * Each venue's simulated API (its own reply shapes, at its configured URL): the compiler asks for one per venue of the
 * venue list.
 */
const HANDLERS: Readonly<Record<BuiltInVenueId, readonly HttpHandler[]>> = {
  aster: asterHandlers,
  pacifica: pacificaHandlers,
  edgex: edgexHandlers,
  hyperliquid: hyperliquidHandlers,
  lighter: lighterHandlers,
  backpack: backpackHandlers,
};

/**
 * The venues' handlers, in the venue list's order, after their order books: Hyperliquid's book is a POST to the same
 * /info as its market data, so the book handler must see it first (it passes on what is not an l2Book request).
 */
export const venueHandlers: readonly HttpHandler[] = [
  ...bookHandlers,
  ...VENUE_LIST.flatMap((venue) => HANDLERS[venue.id]),
];
