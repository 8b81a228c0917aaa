import { lazy } from 'react';
import { definePanel } from '../../panel-contract/panel-manifest';
import { fundingRateStateSchema } from './model/funding-rate-state';
import { FUNDING_PAIR_PANEL_ID, pairViewStateSchema } from './model/pair-view-state';

/**
 * Wide enough for the whole table unclipped (the market, the pair and its price gap, its net return over its gross,
 * the carry, the stability, then six venues: about 1,130 px), and no wider than a 1440 px screen leaves beside the
 * menu. Narrower screens scroll the table sideways with the market's name kept in view.
 */
export const fundingRatePanel = definePanel({
  id: 'funding-rate',
  title: (t) => t('panels.fundingRate'),
  size: { width: 1150, height: 640 },
  params: undefined,
  stateSchema: fundingRateStateSchema,
  component: lazy(() => import('./components/funding-rate-panel')),
});

/** The pair view: opened from a Funding Rate row with its pair, or from the menu to pick one. */
export const fundingPairPanel = definePanel({
  id: FUNDING_PAIR_PANEL_ID,
  title: (t) => t('panels.fundingPair'),
  size: { width: 760, height: 720 },
  params: undefined,
  stateSchema: pairViewStateSchema,
  component: lazy(() => import('./components/pair-panel')),
});
