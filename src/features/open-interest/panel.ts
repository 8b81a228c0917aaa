import { definePanel } from '../../panel-contract/panel-manifest';
import { openInterestStateSchema } from './model/open-interest-state';

export const openInterestPanel = definePanel({
  id: 'open-interest',
  title: (t) => t('panels.openInterest'),
  size: { width: 960, height: 600 },
  sizeReason:
    'The market, six venue columns (figure and share) and the total measure 905 px in English, 938 in Italian, at ' +
    'their widest metric.',
  accepts: ['market'],
  params: undefined,
  stateSchema: openInterestStateSchema,
  load: () => import('./components/open-interest-panel'),
});
