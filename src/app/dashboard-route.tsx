import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { accountRecordQuery } from '../account-record/account-record';
import { useSignedInUser } from '../auth/auth-context';
import { FullPageSpinner } from '../components/full-page-spinner';
import { OptionalPart } from '../components/optional-part';
import { StrategyGuard } from '../features/volume-bot/background';
import { WatchlistGuard } from '../features/watchlist/background';
import { DASHBOARD_NAMESPACE } from '../i18n';
import DashboardLayout from '../workspace/dashboard-layout';
import { takeOverLegacySelectedBot } from './legacy-selected-bot';
import { pageNeedsAccountRecord, preloadPage } from './page-loaders';
import { panelCatalogue } from './panel-catalogue';
import QueryLayer from './query-layer';

/**
 * What a dashboard page needs, asked for at once and side by side: the page's own chunk and the user's account record
 * (bot settings, volume bots, 2FA status), while the dashboard's strings load. A deep link then shows its page as soon
 * as /dashboard shows the workspace, not one round trip after its chunk.
 */
function EarlyRequests({ userId }: { userId: string }) {
  const client = useQueryClient();
  const { pathname } = useLocation();
  // Once, on arrival: later pages are loaded by the router as the user goes.
  const [arrivedAt] = useState(pathname);
  useEffect(() => {
    preloadPage(arrivedAt);
    // Only for a page that shows the record; a failure is left to it: it asks again and says why.
    if (pageNeedsAccountRecord(arrivedAt)) client.query(accountRecordQuery(userId)).catch(() => undefined);
  }, [arrivedAt, client, userId]);
  return null;
}

/**
 * This tab's part of the browser's one client (tab-client.ts): loaded after sign-in, apart from the dashboard's own
 * chunk; stopped when the user signs out or leaves the dashboard. Should its chunk fail to load, the tab works alone.
 * `onWatching` hears whether this tab does the watcher's work (a tab alone does).
 */
function TabClient({ userId, onWatching }: { userId: string; onWatching: (watching: boolean) => void }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let mounted = true;
    const tell = (watching: boolean) => {
      if (mounted) onWatching(watching);
    };
    import('./tab-client')
      .then(({ startTabClient }) => {
        if (mounted) stop = startTabClient({ userId, queryClient, onWatching: tell });
      })
      .catch(() => tell(true));
    return () => {
      mounted = false;
      stop?.();
    };
  }, [userId, queryClient, onWatching]);
  return null;
}

/**
 * Default export, loaded lazily: the panel catalogue, react-query and the dashboard's strings come with the dashboard,
 * not with the sign-in page. Nothing under it renders before its strings are there.
 */
export default function DashboardRoute() {
  const { ready } = useTranslation(DASHBOARD_NAMESPACE);
  const user = useSignedInUser();
  // Once, while rendering: the workspace below rewrites the saved layout in its first effect, which runs before ours.
  useState(() => takeOverLegacySelectedBot(user.id));
  // Whether this tab is the browser's watcher: only the watcher runs the strategies' and the watchlist's guards.
  const [watching, setWatching] = useState(false);
  return (
    <QueryLayer>
      <EarlyRequests userId={user.id} />
      <TabClient userId={user.id} onWatching={setWatching} />
      {ready && watching && (
        <OptionalPart>
          <StrategyGuard userId={user.id} />
        </OptionalPart>
      )}
      {ready && watching && (
        <OptionalPart>
          <WatchlistGuard userId={user.id} />
        </OptionalPart>
      )}
      {ready ? <DashboardLayout catalogue={panelCatalogue} /> : <FullPageSpinner />}
    </QueryLayer>
  );
}
