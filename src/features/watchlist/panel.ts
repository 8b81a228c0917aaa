import { definePanel } from '../../panel-contract/panel-manifest';
import { DEFAULT_PANEL_SIZE } from '../../panel-contract/panel-sizes';

const loadWatchlistPanel = () => import('./components/watchlist-panel');

export const watchlistPanel = definePanel({
  id: 'watchlist',
  title: (t) => t('panels.watchlist'),
  size: DEFAULT_PANEL_SIZE,
  sizeReason:
    "The feed panels' 500×600: the add button and about five cards, each on five short lines; the list scrolls.",
  params: undefined,
  load: loadWatchlistPanel,
});
