/**
 * Remembers which feed events a tab has shown, by the feed's own identity (token mint and timestamp), so that none is
 * shown twice: after a hand-over the new watcher's socket may send again what the old one already handed out, and a
 * tab receives both. Bounded: the oldest keys are forgotten first, far beyond what the feed could send again.
 */

/** Keys remembered per tab: the feed history's limit (1,000 per platform and kind) ten times over. */
export const SEEN_KEYS_LIMIT = 10_000;

export interface SeenKeys {
  /** True the first time a key is met (and remembers it); false after. */
  admit: (key: string) => boolean;
  /** How many keys are remembered. */
  size: () => number;
}

export function createSeenKeys(limit = SEEN_KEYS_LIMIT): SeenKeys {
  // A Set iterates in insertion order: its first key is the oldest.
  const seen = new Set<string>();
  return {
    admit(key) {
      if (seen.has(key)) return false;
      seen.add(key);
      if (seen.size > limit) {
        const [oldest] = seen;
        // Stryker disable next-line ConditionalExpression: the set holds more than its limit here, so it has a first key.
        if (oldest !== undefined) seen.delete(oldest);
      }
      return true;
    },
    size: () => seen.size,
  };
}

/** The items not met before, in their order, each once (a batch may hold the same event twice). */
export function admitNew<Item>(seen: SeenKeys, items: readonly Item[], keyOf: (item: Item) => string): Item[] {
  return items.filter((item) => seen.admit(keyOf(item)));
}
