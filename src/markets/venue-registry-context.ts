import { createContext } from 'react';
import type { VenueRegistry } from './venue-registry';

/**
 * The registry the app runs with, where its root was given one (a test's own venues); null for the built-in venues.
 * Kept apart from the registry itself so that the app's root provides it without loading a single venue reader.
 */
export const VenueRegistryContext = createContext<VenueRegistry | null>(null);
