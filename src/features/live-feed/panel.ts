import type { TFunction } from 'i18next';
import { definePanel } from '../../panel-contract/panel-manifest';
import { DEFAULT_PANEL_SIZE } from '../../panel-contract/panel-sizes';
import { FEED_SOURCES, feedPanelId, PLATFORM_FACTS, type FeedSource } from '../../feed/platforms';
import { feedPanelStateSchema, type FeedPanelParams, type FeedPanelState } from './model/feed-panel-state';

// One component for every platform and kind: the six panels share one chunk.
const loadFeedPanel = () => import('./components/feed-panel');

/** "Courtyard Listing", "Collector Crypt Sales": the platform's name and what the panel shows. */
const feedPanelTitle =
  ({ platform, kind }: FeedSource) =>
  (t: TFunction) =>
    t(kind === 'sale' ? 'panels.feedSales' : 'panels.feedListing', { platform: t(PLATFORM_FACTS[platform].nameKey) });

function feedPanel(source: FeedSource) {
  return definePanel<FeedPanelParams, FeedPanelState>({
    id: feedPanelId(source),
    title: feedPanelTitle(source),
    size: DEFAULT_PANEL_SIZE,
    sizeReason:
      "SPEC's 500×600 for the Collector Crypt feeds, and the same for Courtyard and Phygitals (one component): the " +
      'toolbar on one line and about eight events; the list scrolls.',
    // A card chosen in a linked panel marks its rows here.
    accepts: ['card'],
    params: { platform: source.platform, kind: source.kind },
    stateSchema: feedPanelStateSchema,
    load: loadFeedPanel,
  });
}

/** A listing panel and a sales panel per platform, in the menu's order (feed/platforms.ts). */
export const feedPanels = FEED_SOURCES.map(feedPanel);
