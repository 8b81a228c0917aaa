import type { VenueSnapshot } from '../../model/market';

export interface VenueReadContext {
  /** The venue's configured API base, without a trailing slash. */
  baseUrl: string;
  signal?: AbortSignal;
  /** The clock (tests use a fake one). */
  now: () => number;
}

export type VenueReader = (context: VenueReadContext) => Promise<VenueSnapshot>;
