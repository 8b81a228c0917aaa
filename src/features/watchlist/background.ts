import { lazy } from 'react';

/**
 * What the watchlist runs in the background, apart from any panel: its guard (alerts for listings at or under a
 * target). The app mounts it in the browser's watcher tab only; its code loads apart.
 */
export const WatchlistGuard = lazy(() => import('./components/watchlist-guard'));
