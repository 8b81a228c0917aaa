import type { QueryClient } from '@tanstack/react-query';
import { marketKeys } from '../market-keys';
import type { VenueId } from '../model/venues';
import { nextReadAt, REFRESH_INTERVAL_MS, type VenueFeed } from './venue-feed';

interface Poller {
  holders: number;
  timer: ReturnType<typeof setTimeout> | null;
  onVisible: (() => void) | null;
}

const pollers = new WeakMap<QueryClient, Map<VenueId, Poller>>();

function hidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * Keeps one venue fresh for as long as something holds it: one timer per venue and QueryClient however many panels
 * show it (react-query's refetchInterval would run one timer per panel, so two panels would read a venue twice as
 * often). The next read is due 10 s after the last one ended, later after failures (see refreshDelay); while the tab
 * is hidden nothing is read, and the venue is read as soon as the tab shows again if it is due. The first holder's
 * query has already started the first read; when the last holder lets go, the timer stops and react-query cancels a
 * read in flight.
 */
export function holdVenuePoller(client: QueryClient, venue: VenueId): () => void {
  const byVenue = pollers.get(client) ?? new Map<VenueId, Poller>();
  pollers.set(client, byVenue);
  const existing = byVenue.get(venue);
  const poller: Poller = existing ?? { holders: 0, timer: null, onVisible: null };
  byVenue.set(venue, poller);
  const queryKey = marketKeys.venue(venue);
  const active = () => poller.holders > 0;

  const schedule = (delay: number) => {
    poller.timer = setTimeout(() => void tick(), Math.max(0, delay));
  };

  async function tick(): Promise<void> {
    poller.timer = null;
    if (!active()) return;
    if (hidden()) {
      const onVisible = () => {
        if (hidden()) return;
        document.removeEventListener('visibilitychange', onVisible);
        poller.onVisible = null;
        void tick();
      };
      poller.onVisible = onVisible;
      document.addEventListener('visibilitychange', onVisible);
      return;
    }
    const before = client.getQueryData<VenueFeed>(queryKey);
    const due = before ? nextReadAt(before) : Date.now();
    if (due > Date.now()) {
      schedule(due - Date.now());
      return;
    }
    // Joins a read already in flight (the first one, started by the query itself) rather than starting another.
    await client.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false }).catch(() => undefined);
    if (!active()) return;
    const after = client.getQueryData<VenueFeed>(queryKey);
    // A read that recorded nothing (cancelled) waits a full interval rather than spinning.
    schedule(after && after !== before ? nextReadAt(after) - Date.now() : REFRESH_INTERVAL_MS);
  }

  poller.holders += 1;
  if (poller.holders === 1) schedule(0);

  let released = false;
  return () => {
    if (released) return;
    released = true;
    poller.holders -= 1;
    if (poller.holders > 0) return;
    if (poller.timer) clearTimeout(poller.timer);
    poller.timer = null;
    if (poller.onVisible) document.removeEventListener('visibilitychange', poller.onVisible);
    poller.onVisible = null;
    byVenue.delete(venue);
  };
}
