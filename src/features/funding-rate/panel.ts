import { lazy } from 'react';
import { definePanel } from '../../panel-contract/panel-manifest';
import { fundingRateStateSchema } from './model/funding-rate-state';

/**
 * Wider than most panels (a market column, six venues, the pair, its spread and the carry), and as wide as Open
 * Interest, so that the two open side by side on a 1920 px screen; the table scrolls sideways when narrower.
 */
export const fundingRatePanel = definePanel({
  id: 'funding-rate',
  title: (t) => t('panels.fundingRate'),
  size: { width: 800, height: 600 },
  params: undefined,
  stateSchema: fundingRateStateSchema,
  component: lazy(() => import('./components/funding-rate-panel')),
});
