import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** When a kept query is due again, from its cache entry (or now, for one that has none yet). */
export type DueAt = (client: QueryClient, queryKey: QueryKey) => number;

interface Keeper {
  holders: number;
  timer: ReturnType<typeof setTimeout> | null;
  onVisible: (() => void) | null;
}

const keepers = new WeakMap<QueryClient, Map<string, Keeper>>();

function hidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/** How long a read that recorded nothing (cancelled) waits before the next try, rather than spinning. */
const RETRY_MS = 10_000;

/**
 * Keeps one query fresh for as long as something holds it: one timer per query and QueryClient however many panels
 * show it (react-query's refetchInterval would run one per panel). It reads the query again when `dueAt` says (after
 * the venue's refresh time, later after failures), never while the tab is hidden (it reads as soon as the tab shows
 * again, if due), and stops when the last holder lets go (react-query then cancels a read in flight). When a read
 * comes due, its requests still wait for the venue's gate (gates.ts): this says when a venue is asked, the gate when
 * the request goes.
 */
export function keepFresh(client: QueryClient, queryKey: QueryKey, dueAt: DueAt): () => void {
  const byKey = keepers.get(client) ?? new Map<string, Keeper>();
  keepers.set(client, byKey);
  const hash = hashKey(queryKey);
  const keeper: Keeper = byKey.get(hash) ?? { holders: 0, timer: null, onVisible: null };
  byKey.set(hash, keeper);
  const active = () => keeper.holders > 0;

  const schedule = (delay: number) => {
    keeper.timer = setTimeout(() => void tick(), Math.max(0, delay));
  };
  const stateOf = () => client.getQueryCache().find({ queryKey, exact: true })?.state;

  async function tick(): Promise<void> {
    keeper.timer = null;
    if (!active()) return;
    if (hidden()) {
      const onVisible = () => {
        if (hidden()) return;
        document.removeEventListener('visibilitychange', onVisible);
        keeper.onVisible = null;
        void tick();
      };
      keeper.onVisible = onVisible;
      document.addEventListener('visibilitychange', onVisible);
      return;
    }
    const due = dueAt(client, queryKey);
    if (due > Date.now()) {
      schedule(due - Date.now());
      return;
    }
    const reads = () => {
      const state = stateOf();
      return state ? state.dataUpdateCount + state.errorUpdateCount : -1;
    };
    const before = reads();
    // Joins a read already in flight (the first one, started by the query itself) rather than starting another.
    await client.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false }).catch(() => undefined);
    if (!active()) return;
    schedule(reads() !== before ? dueAt(client, queryKey) - Date.now() : RETRY_MS);
  }

  keeper.holders += 1;
  if (keeper.holders === 1) schedule(0);

  let released = false;
  return () => {
    if (released) return;
    released = true;
    keeper.holders -= 1;
    if (keeper.holders > 0) return;
    if (keeper.timer) clearTimeout(keeper.timer);
    keeper.timer = null;
    if (keeper.onVisible) document.removeEventListener('visibilitychange', keeper.onVisible);
    keeper.onVisible = null;
    byKey.delete(hash);
  };
}

/** Due `everyMs` after the query's last read ended, success or failure (now, if it was never read). */
export function dueEvery(everyMs: number): DueAt {
  return (client, queryKey) => {
    const state = client.getQueryCache().find({ queryKey, exact: true })?.state;
    const last = Math.max(state?.dataUpdatedAt ?? 0, state?.errorUpdatedAt ?? 0);
    return last > 0 ? last + everyMs : Date.now();
  };
}
