import type { TFunction } from 'i18next';
import type { MenuSection, WorkspaceCatalogue } from '../workspace/catalogue';
import { PATHS } from '../config/paths';
import { alertsPanel } from '../features/alerts/panel';
import AlertsButton from '../features/alerts/components/alerts-button';
import { fundingPairPanel, fundingRatePanel } from '../features/funding-rate/panel';
import { gridBotPanel } from '../features/grid-bot/panel';
import { feedPanels } from '../features/live-feed/panel';
import { myBalancePanel } from '../features/my-balance/panel';
import { myOperationPanel } from '../features/my-operation/panel';
import { openInterestPanel } from '../features/open-interest/panel';
import { priceLookupPanel } from '../features/price-lookup/panel';
import { vintedSettingsPanel, vintedUploadPanel } from '../features/vinted/panel';
import { watchlistPanel } from '../features/watchlist/panel';
import { SelectedBadge } from '../features/volume-bot/components/selected-badge';
import { exchangeSettingsPanels, strategyPanels } from '../features/volume-bot/panel';
import {
  EXCHANGES,
  STRATEGIES,
  exchangeSettingsPanelId,
  strategyPanelId,
} from '../features/volume-bot/model/strategies';

/** Every panel of the product. Each feature describes its own panels (its panel.ts: id, title, size, component). */
const panels = [
  gridBotPanel,
  ...exchangeSettingsPanels,
  ...strategyPanels,
  myBalancePanel,
  myOperationPanel,
  fundingRatePanel,
  fundingPairPanel,
  openInterestPanel,
  ...feedPanels,
  priceLookupPanel,
  watchlistPanel,
  vintedSettingsPanel,
  vintedUploadPanel,
  alertsPanel,
];

/** The menu's groups and entries, in the product's order. */
const menu: MenuSection[] = [
  {
    id: 'airdrop-farming',
    label: (t) => t('menu.airdropFarming'),
    items: [
      { kind: 'panel', panelId: gridBotPanel.id, badge: 'new' },
      {
        kind: 'group',
        id: 'volume-bot',
        label: (t) => t('menu.volumeBot'),
        items: [
          {
            kind: 'group',
            id: 'volume-bot-settings',
            label: (t) => t('menu.settings'),
            items: EXCHANGES.map((exchange) => ({
              kind: 'panel' as const,
              panelId: exchangeSettingsPanelId(exchange),
              label: () => exchange,
            })),
          },
          {
            kind: 'group',
            id: 'volume-bot-bots',
            label: (t) => t('menu.bot'),
            items: STRATEGIES.map((strategy) => ({
              kind: 'panel' as const,
              panelId: strategyPanelId(strategy),
              Badge: SelectedBadge,
            })),
          },
        ],
      },
    ],
  },
  {
    id: 'features',
    label: (t) => t('menu.features'),
    items: [
      myBalancePanel.id,
      myOperationPanel.id,
      fundingRatePanel.id,
      fundingPairPanel.id,
      openInterestPanel.id,
      alertsPanel.id,
    ].map((panelId) => ({
      kind: 'panel' as const,
      panelId,
    })),
  },
  {
    id: 'pokemon',
    label: (t) => t('menu.pokemon'),
    items: [
      ...feedPanels.map((panel) => ({ kind: 'panel' as const, panelId: panel.id, badge: 'new' as const })),
      { kind: 'panel', panelId: priceLookupPanel.id, badge: 'new' },
      { kind: 'panel', panelId: watchlistPanel.id, badge: 'new' },
      { kind: 'link', to: PATHS.botManagement, label: (t) => t('panels.allBelowMidiPrice'), badge: 'new' },
    ],
  },
  {
    id: 'vinted',
    label: (t) => t('menu.vinted'),
    items: [
      {
        kind: 'group',
        id: 'vinted-upload-bot',
        label: (t) => t('menu.uploadBot'),
        items: [
          { kind: 'panel', panelId: vintedSettingsPanel.id, label: (t) => t('panels.vintedMenu.settings') },
          { kind: 'panel', panelId: vintedUploadPanel.id, label: (t) => t('panels.vintedMenu.upload') },
        ],
      },
    ],
  },
];

/** The pages the command palette offers beside the panels: the workspace and those of the avatar menu. */
const pages = [
  { id: 'page-dashboard', to: PATHS.dashboard, label: (t: TFunction) => t('pages.dashboard') },
  { id: 'page-account', to: PATHS.account, label: (t: TFunction) => t('pages.account') },
  { id: 'page-wallets', to: PATHS.wallets, label: (t: TFunction) => t('pages.wallets') },
  { id: 'page-bot-management', to: PATHS.botManagement, label: (t: TFunction) => t('pages.botManagement') },
];

/** The bell of the Alerts panel, with the unread count (the alert log is the app's, not the workspace's). */
const topBar = [{ panelId: alertsPanel.id, Button: AlertsButton }];

export const panelCatalogue: WorkspaceCatalogue = { panels, menu, pages, topBar };
