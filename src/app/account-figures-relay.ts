import type { QueryClient } from '@tanstack/react-query';
import type { BrowserClient } from '../browser-client/browser-client';
import { accountFiguresOf, type AccountFigures } from '../markets/accounts/account-figures';
import { FOLLOWER_SLACK_MS, setAccountReadSlack } from '../markets/accounts/account-read-pace';
import { marketKeys } from '../markets/market-keys';

type FiguresClient<Event, AlertRecord> = Pick<
  BrowserClient<Event, AccountFigures, AlertRecord>,
  'role' | 'publish' | 'subscribe' | 'onRoleChange'
>;

/**
 * Venue account reads shared between the browser's tabs (DESIGN §11): each read the watcher tab makes of an account
 * (a balance or its activity; for the strategies' guard or for a panel) is handed to the other tabs, which put it in
 * their cache when it is newer than theirs, so a panel showing that account in another tab shows it without reading it
 * again. A tab that follows reads its accounts a few seconds after they are due (account-read-pace.ts), so the
 * watcher's read of the same account comes first; an account only a follower's panel shows is still read there.
 */
export function relayAccountFigures<Event, AlertRecord>(
  client: FiguresClient<Event, AlertRecord>,
  queryClient: QueryClient,
): () => void {
  const pace = () => setAccountReadSlack(queryClient, client.role === 'follower' ? FOLLOWER_SLACK_MS : 0);
  pace();
  const stopPace = client.onRoleChange(pace);

  const cache = queryClient.getQueryCache();
  const stopHanding = cache.subscribe((event) => {
    if (client.role !== 'watcher' || event.type !== 'updated' || event.action.type !== 'success') return;
    // Figures put in the cache by hand are not reads: they came from somewhere else.
    if (event.action.manual) return;
    // The event's own query is typed loosely; the cache's entry under its hash is the same query, typed.
    const query = cache.get(event.query.queryHash);
    const figures = query && accountFiguresOf(query.queryKey, query.state.data, query.state.dataUpdatedAt);
    if (figures) client.publish({ kind: 'accountFigures', figures });
  });

  const stopTaking = client.subscribe('accountFigures', ({ figures }) => {
    if (client.role === 'watcher') return;
    const { kind, data, updatedAt } = figures;
    const key = marketKeys.account(kind, data.venue, data.address);
    const mine = queryClient.getQueryState(key);
    if (mine && mine.dataUpdatedAt >= updatedAt) return;
    queryClient.setQueryData(key, data, { updatedAt });
  });

  return () => {
    stopTaking();
    stopHanding();
    stopPace();
    setAccountReadSlack(queryClient, 0);
  };
}
