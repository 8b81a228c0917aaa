import { lazy } from 'react';

/**
 * What the volume bots run in the background, apart from any panel: the strategies' guard (their alerts, whether
 * their panels are open or not). The app mounts it in the browser's watcher tab only; its code loads apart.
 */
export const StrategyGuard = lazy(() => import('./components/strategy-guard'));
