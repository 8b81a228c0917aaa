import { useQuery } from '@tanstack/react-query';
import type { VenueId } from './model/venues';
import { configuredSources, venueSourcesQuery, type VenueSourceKind } from './venue-sources';

let configured: ReturnType<typeof configuredSources> | null = null;

/** Whether a venue's figures are live or simulated, for its header to say so (as configured until the answer comes). */
export function useVenueSource(venue: VenueId): VenueSourceKind {
  const { data } = useQuery(venueSourcesQuery());
  configured ??= configuredSources();
  return (data ?? configured)[venue].kind;
}
