import type { RequestWeight } from '../../model/venue-budget';

/**
 * How a venue's reader sends one request: through the venue's gate (markets/gate/venue-gate.ts), which lets it go once
 * the venue's budget allows, counts it as `weight`, and slows the whole venue when it answers 429. Every call of a
 * venue takes one, so that no read of the venue goes around its budget.
 */
export type Passage = <T>(weight: RequestWeight<T>, call: () => Promise<T>) => Promise<T>;

/** Straight through, counted by nobody: for a reader called on its own (its tests), never by the app's queries. */
export const UNGATED: Passage = (_weight, call) => call();
