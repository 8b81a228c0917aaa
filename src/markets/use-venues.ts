import { useContext } from 'react';
import { BUILT_IN_REGISTRY, type VenueRegistry } from './venue-registry';
import { VenueRegistryContext } from './venue-registry-context';

/** The venues the app reads: the registry its root was given, else the venue list's. */
export function useVenues(): VenueRegistry {
  return useContext(VenueRegistryContext) ?? BUILT_IN_REGISTRY;
}
