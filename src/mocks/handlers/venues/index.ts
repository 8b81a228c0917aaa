import type { HttpHandler } from 'msw';
import { VENUE_LIST, type BuiltInVenueId } from '../../../markets/venues/venue-list';
import { asterHandlers } from './aster';
import { backpackHandlers } from './backpack';
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

/** The venues' handlers, in the venue list's order. */
export const venueHandlers: readonly HttpHandler[] = VENUE_LIST.flatMap((venue) => HANDLERS[venue.id]);
