import type { VenueFacts } from '../../model/venue-facts';
import type { ActivityReader, BalanceReader } from './account-reader';
import type { HistoryReader } from './history-reader';
import type { VenueReader } from './read-context';
import type { BookReader } from './book-reader';

/**
 * A venue: its facts (facts.ts: names, configuration, symbols, fees, budget, account form, demo, proxy probe) and the
 * code that reads it. One `defineVenue` per venue folder (venue.ts); the registry (markets/venue-registry.ts) lists
 * them in the venue list's order.
 */
export interface VenueDefinition extends VenueFacts {
  /** Every market's funding, prices, open interest and volume: one snapshot of the common model. */
  marketData: VenueReader;
  /** One market's settled funding since a time. */
  history: HistoryReader;
  /** What the venue publishes of an account without a key (none: the account panels say it needs a signed request). */
  accounts: {
    balance?: BalanceReader;
    activity?: ActivityReader;
  };
  /** One market's public order book (in the common model, base units, best first), where its reader is written. */
  book?: BookReader;
}

export function defineVenue<const D extends VenueDefinition>(definition: D): D {
  return definition;
}
