import { lazy } from 'react';
import { definePanel } from '../../panel-contract/panel-manifest';
import { fundingRateStateSchema } from './model/funding-rate-state';

export const fundingRatePanel = definePanel({
  id: 'funding-rate',
  title: (t) => t('panels.fundingRate'),
  size: { width: 1080, height: 640 },
  sizeReason:
    'The market, the pair, its spread and carry and six venue columns (each with its freshness and next funding) ' +
    'measure 1,050 px in English (Italian headers wrap); 1,080 fits them whole within the canvas of a 1440 px ' +
    'screen (1,150 px).',
  accepts: ['market'],
  params: undefined,
  stateSchema: fundingRateStateSchema,
  component: lazy(() => import('./components/funding-rate-panel')),
});
