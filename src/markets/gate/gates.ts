import type { QueryClient } from '@tanstack/react-query';
import type { VenueFacts } from '../model/venue-facts';
import { VenueGate } from './venue-gate';

const gates = new WeakMap<QueryClient, Map<string, VenueGate>>();

/**
 * A venue's one gate in this app (one QueryClient): every read of the venue, whatever asks for it, waits in it. Two
 * apps (or two tests) never share one.
 */
export function gateOf(client: QueryClient, venue: Pick<VenueFacts, 'id' | 'budget'>): VenueGate {
  const byVenue = gates.get(client) ?? new Map<string, VenueGate>();
  gates.set(client, byVenue);
  const gate = byVenue.get(venue.id) ?? new VenueGate(venue.budget);
  byVenue.set(venue.id, gate);
  return gate;
}
