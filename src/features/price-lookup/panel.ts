import { definePanel } from '../../panel-contract/panel-manifest';
import { DEFAULT_PANEL_SIZE } from '../../panel-contract/panel-sizes';
import { priceLookupStateSchema } from './model/lookup-state';

export const priceLookupPanel = definePanel({
  id: 'id-to-price',
  title: (t) => t('panels.idToPrice'),
  size: DEFAULT_PANEL_SIZE,
  sizeReason: "SPEC's 500×600: the three fields and the result card.",
  accepts: ['card'],
  params: undefined,
  stateSchema: priceLookupStateSchema,
  load: () => import('./components/price-lookup-panel'),
});
