import { definePanel } from '../../panel-contract/panel-manifest';
import { DEFAULT_PANEL_SIZE } from '../../panel-contract/panel-sizes';

export const gridBotPanel = definePanel({
  id: 'backpack-grid-bot',
  title: (t) => t('panels.backpackGridBot'),
  size: DEFAULT_PANEL_SIZE,
  sizeReason: "SPEC's 500×600: the form and a few configurations; the list scrolls beyond.",
  params: undefined,
  load: () => import('./components/grid-bot-panel'),
});
