import type { VenueEndpoint } from './parse-env';

declare global {
  /**
   * The venues of this build, as their folders declare them: put in by vite.config.ts (`define`) from
   * src/markets/venues/venue-list.ts, the one list of venues.
   */
  const __VENUE_ENDPOINTS__: readonly VenueEndpoint[];
}
