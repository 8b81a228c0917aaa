import { createCardCache, isFresh, type CardCache, type CardEntry } from './card-cache';
import type { ResolvedCard } from './model/card';
import { createLookupQueue, type LookupQueue } from './model/lookup-queue';

/** A certificate a panel shows, with the grade its event says (the card is priced at it). */
export interface WantedCard {
  certificate: string;
  grade: number | null;
}

/**
 * The cards of one user's certificates: those kept from earlier visits, and those looked up as panels show them.
 * `card()` is undefined while a certificate is not resolved, null when the service does not know it.
 */
export interface CardBook {
  card: (certificate: string) => ResolvedCard | null | undefined;
  want: (owner: string, cards: readonly WantedCard[]) => void;
  release: (owner: string) => void;
  subscribe: (listener: () => void) => () => void;
  /** Grows each time a card is added: what a view keys its memo on. */
  version: () => number;
  /** Whether cards are kept beyond this visit (false when the browser refused its storage). */
  durable: () => boolean;
  inFlight: () => number;
  stop: () => void;
}

export interface CardBookOptions {
  userId: string;
  resolve: (certificate: string, grade: number | null) => Promise<ResolvedCard | null>;
  cache?: CardCache;
  now?: () => number;
}

export function createCardBook({
  userId,
  resolve,
  cache = createCardCache(),
  now = Date.now,
}: CardBookOptions): CardBook {
  const entries = new Map<string, CardEntry>();
  const grades = new Map<string, number | null>();
  const listeners = new Set<() => void>();
  const owners = new Map<string, string[]>();
  let version = 0;
  let loaded = false;

  const notify = () => {
    version++;
    for (const listener of listeners) listener();
  };
  const keep = (entry: CardEntry) => {
    entries.set(entry.certificate, entry);
    notify();
  };
  const fresh = (certificate: string) => {
    const entry = entries.get(certificate);
    return entry !== undefined && isFresh(entry, now()) ? entry : undefined;
  };

  const queue: LookupQueue = createLookupQueue({
    now,
    // Until the kept cards are read, nothing is looked up: most of what a panel shows may be among them.
    isKnown: (certificate) => !loaded || fresh(certificate) !== undefined,
    lookUp: async (certificate) => {
      const card = await resolve(certificate, grades.get(certificate) ?? null);
      const entry: CardEntry = { certificate, card, storedAt: now() };
      keep(entry);
      void cache.save(userId, entry);
      return card !== null;
    },
  });

  void cache.load(userId, now()).then(
    (kept) => {
      for (const entry of kept) if (!entries.has(entry.certificate)) entries.set(entry.certificate, entry);
      loaded = true;
      notify();
      for (const [owner, certificates] of owners) queue.want(owner, certificates);
    },
    () => {
      loaded = true;
    },
  );

  return {
    card: (certificate) => {
      const entry = fresh(certificate);
      return entry === undefined ? undefined : entry.card;
    },
    want(owner, cards) {
      for (const { certificate, grade } of cards) if (!grades.has(certificate)) grades.set(certificate, grade);
      const certificates = cards.map((card) => card.certificate);
      owners.set(owner, certificates);
      queue.want(owner, certificates);
    },
    release(owner) {
      owners.delete(owner);
      queue.release(owner);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    durable: cache.durable,
    inFlight: queue.inFlight,
    stop: queue.stop,
  };
}
