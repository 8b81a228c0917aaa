import type { KnownVenues } from './model/venue-facts';
import type { VenueDefinition } from './venues/shared/define-venue';
import { VENUE_LIST } from './venues/venue-list';

/** The venues an app reads, each with its facts and readers, in the menu's order. */
export interface VenueRegistry extends KnownVenues {
  readonly list: readonly VenueDefinition[];
  facts: (venue: string) => VenueDefinition | undefined;
  /** A venue's proper name, or its id where the registry has no such venue. */
  name: (venue: string) => string;
}

/** A registry of these venues, in this order; two venues of one id are a mistake, refused at once. */
export function createRegistry(definitions: readonly VenueDefinition[]): VenueRegistry {
  const byId = new Map<string, VenueDefinition>();
  for (const definition of definitions) {
    if (byId.has(definition.id)) throw new Error(`two venues named ${definition.id}`);
    byId.set(definition.id, definition);
  }
  return {
    list: definitions,
    ids: definitions.map((definition) => definition.id),
    facts: (venue) => byId.get(venue),
    name: (venue) => byId.get(venue)?.name ?? venue,
  };
}

/**
 * Each venue folder's definition (src/markets/venues/<venue>/venue.ts, `export const venue = defineVenue(…)`), found
 * by its folder's name: the venue list is the one place a venue is named, and its folder the one place it is defined.
 */
const DEFINITIONS = import.meta.glob<VenueDefinition>('./venues/*/venue.ts', { eager: true, import: 'venue' });

/** The definition of each venue of the venue list, or a clear failure naming the venue whose folder has none. */
export function definitionsOf(list: readonly { id: string }[], found: Readonly<Record<string, VenueDefinition>>) {
  return list.map(({ id }) => {
    const definition = found[`./venues/${id}/venue.ts`];
    if (definition?.id !== id) throw new Error(`src/markets/venues/${id}/venue.ts does not define the venue ${id}`);
    return definition;
  });
}

/** The venues this build reads: the venue list's, each with its readers. */
export const BUILT_IN_REGISTRY: VenueRegistry = createRegistry(definitionsOf(VENUE_LIST, DEFINITIONS));

/** The folders that hold a venue definition (for the test that each is on the venue list). */
export const VENUE_FOLDERS: readonly string[] = Object.keys(DEFINITIONS).map((path) => path.split('/')[2] ?? path);
