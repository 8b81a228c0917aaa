import { definePanel } from '../../panel-contract/panel-manifest';
import { SETTINGS_PANEL_SIZE } from '../../panel-contract/panel-sizes';
import { VENUE_NAMES } from '../../markets/model/venues';
import { strategyPanelStateSchema } from './model/strategy-alert-settings';
import { EXCHANGES, STRATEGIES, exchangeSettingsPanelId, strategyPanelId, venueOfExchange } from './model/strategies';

const loadExchangeSettings = () => import('./components/exchange-settings-panel');
const loadStrategyPanel = () => import('./components/strategy-panel');

/** Volume Bot → Settings: one panel per venue, 480 wide. */
export const exchangeSettingsPanels = EXCHANGES.map((exchange) => {
  const venue = venueOfExchange(exchange);
  return definePanel({
    id: exchangeSettingsPanelId(exchange),
    title: (t) => t('panels.exchangeSettings', { exchange: VENUE_NAMES[venue] }),
    size: SETTINGS_PANEL_SIZE,
    sizeReason: "SPEC's settings panels are 480 wide: the account address, the daily volume, limits and Save.",
    params: { venue },
    load: loadExchangeSettings,
  });
});

/** Volume Bot → Bot: the seven strategies, one panel each. */
export const strategyPanels = STRATEGIES.map((strategy) =>
  definePanel({
    id: strategyPanelId(strategy),
    title: (t) => t(`panels.strategies.${strategy}`),
    size: { width: 500, height: 720 },
    sizeReason:
      'The market, size, leverage, the two spreads, the hold and the live figures of both legs, down to Save.',
    // A market handed over (Open as strategy, or a linked panel's choice) becomes an edit the user reviews and saves.
    accepts: ['market'],
    params: { strategy },
    // Alert settings an older version kept with the panel, read to take them over into the saved strategy once.
    stateSchema: strategyPanelStateSchema,
    load: loadStrategyPanel,
  }),
);
