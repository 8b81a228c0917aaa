import { definePanel } from '../../panel-contract/panel-manifest';
import { fundingRateStateSchema } from './model/funding-rate-state';
import { FUNDING_PAIR_PANEL_ID, pairViewStateSchema } from './model/pair-view-state';

export const fundingRatePanel = definePanel({
  id: 'funding-rate',
  title: (t) => t('panels.fundingRate'),
  size: { width: 1150, height: 640 },
  sizeReason:
    'The market, the pair and its price gap, its net return over its gross, the carry, the stability, then six ' +
    'venues measure about 1,130 px (dense columns; Italian headers wrap); 1,150 is the whole canvas of a 1440 px ' +
    'screen beside the menu. Narrower screens scroll the table sideways with the market kept in view.',
  accepts: ['market'],
  params: undefined,
  stateSchema: fundingRateStateSchema,
  load: () => import('./components/funding-rate-panel'),
});

/** The pair view: opened from a Funding Rate row with its pair, or from the menu to pick one. */
export const fundingPairPanel = definePanel({
  id: FUNDING_PAIR_PANEL_ID,
  title: (t) => t('panels.fundingPair'),
  size: { width: 760, height: 720 },
  sizeReason:
    'The picker row, the chart (260 px high with its legend) and the figures under it (averages, sign held, ' +
    'predicted and settled per leg, the return after fees, Open as strategy) fit without scrolling at 760 × 720.',
  accepts: ['market'],
  params: undefined,
  stateSchema: pairViewStateSchema,
  load: () => import('./components/pair-panel'),
});
