import { lazy } from 'react';
import type { TFunction } from 'i18next';
import { definePanel } from '../../panel-contract/panel-manifest';
import { DEFAULT_PANEL_SIZE } from '../../panel-contract/panel-sizes';
import type { FeedKind, FeedPlatform } from '../../feed/platforms';
import { feedPanelStateSchema, type FeedPanelParams, type FeedPanelState } from './model/feed-panel-state';

// One component for every platform and kind: the six panels share one chunk.
const FeedPanel = lazy(() => import('./components/feed-panel'));

function feedPanel(id: string, title: (t: TFunction) => string, platform: FeedPlatform, kind: FeedKind) {
  return definePanel<FeedPanelParams, FeedPanelState>({
    id,
    title,
    size: DEFAULT_PANEL_SIZE,
    sizeReason:
      "SPEC's 500×600 for the Collector Crypt feeds, and the same for Courtyard and Phygitals (one component): the " +
      'toolbar on one line and about eight events; the list scrolls.',
    // A card chosen in a linked panel marks its rows here.
    accepts: ['card'],
    params: { platform, kind },
    stateSchema: feedPanelStateSchema,
    component: FeedPanel,
  });
}

export const collectorCryptListingPanel = feedPanel(
  'collector-crypt-listing',
  (t) => t('panels.collectorCryptListing'),
  'collector_crypt',
  'listing',
);
export const collectorCryptSalesPanel = feedPanel(
  'collector-crypt-sales',
  (t) => t('panels.collectorCryptSales'),
  'collector_crypt',
  'sale',
);
export const courtyardListingPanel = feedPanel(
  'courtyard-listing',
  (t) => t('panels.courtyardListing'),
  'courtyard',
  'listing',
);
export const courtyardSalesPanel = feedPanel('courtyard-sales', (t) => t('panels.courtyardSales'), 'courtyard', 'sale');
export const phygitalsListingPanel = feedPanel(
  'phygitals-listing',
  (t) => t('panels.phygitalsListing'),
  'phygitals',
  'listing',
);
export const phygitalsSalesPanel = feedPanel('phygitals-sales', (t) => t('panels.phygitalsSales'), 'phygitals', 'sale');
