import { lazy } from 'react';
import { definePanel } from '../../panel-contract/panel-manifest';
import { DEFAULT_PANEL_SIZE } from '../../panel-contract/panel-sizes';

export const collectorCryptListingPanel = definePanel({
  id: 'collector-crypt-listing',
  title: (t) => t('panels.collectorCryptListing'),
  size: DEFAULT_PANEL_SIZE,
  params: undefined,
  component: lazy(() => import('./components/listings-panel')),
});

export const collectorCryptSalesPanel = definePanel({
  id: 'collector-crypt-sales',
  title: (t) => t('panels.collectorCryptSales'),
  size: DEFAULT_PANEL_SIZE,
  params: undefined,
  component: lazy(() => import('./components/sales-panel')),
});
