import type { VenueSnapshot } from '../../model/market';
import type { Passage } from './passage';

export interface VenueReadContext {
  /** The venue's configured API base, without a trailing slash. */
  baseUrl: string;
  signal?: AbortSignal;
  /** The clock (tests use a fake one). */
  now: () => number;
  /** The venue's gate, which every request of the read goes through (straight through when left out). */
  pass?: Passage;
}

export type VenueReader = (context: VenueReadContext) => Promise<VenueSnapshot>;
