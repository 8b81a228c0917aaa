import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { VenueId } from './model/venues';
import { useVenues } from './use-venues';
import { configuredSources, venueSourcesQuery, type VenueSourceKind } from './venue-sources';

/** Whether a venue's figures are live or simulated, for its header to say so (as configured until the answer comes). */
export function useVenueSource(venue: VenueId): VenueSourceKind | undefined {
  const venues = useVenues();
  const configured = useMemo(() => configuredSources(venues), [venues]);
  const { data } = useQuery(venueSourcesQuery());
  return (data?.[venue] ?? configured[venue])?.kind;
}
