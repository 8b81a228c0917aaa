import { lazy } from 'react';
import type { TFunction } from 'i18next';
import type { MenuSection, PanelManifest, WorkspaceCatalogue } from '../workspace/catalogue';
import { DEFAULT_PANEL_SIZE, type Size } from '../workspace/model/panels';

const Placeholder = lazy(() => import('../features/placeholders/components/placeholder-panel'));
const GridBotPanel = lazy(() => import('../features/grid-bot/components/grid-bot-panel'));
const ListingsPanel = lazy(() => import('../features/live-feed/components/listings-panel'));
const SalesPanel = lazy(() => import('../features/live-feed/components/sales-panel'));
const PriceLookupPanel = lazy(() => import('../features/price-lookup/components/price-lookup-panel'));
const VintedSettingsPanel = lazy(() => import('../features/vinted/components/vinted-settings-panel'));
const VintedUploadPanel = lazy(() => import('../features/vinted/components/vinted-upload-panel'));

/** SPEC §2/§9 sizes: default 500×600, Vinted 500×500, settings panels 480 wide. */
const SETTINGS_SIZE = { width: 480, height: DEFAULT_PANEL_SIZE.height };
const VINTED_UPLOAD_SIZE = { width: 500, height: 500 };
const VINTED_SETTINGS_SIZE = { width: 480, height: 500 };

const placeholder = (id: string, title: (t: TFunction) => string, size: Size = DEFAULT_PANEL_SIZE): PanelManifest => ({
  id,
  title,
  size,
  component: Placeholder,
});

const EXCHANGES = ['Aster', 'Pacifica', 'EdgeX', 'Hyperliquid', 'Lighter'] as const;
const STRATEGIES = [
  'pacificaDeltaNeutral',
  'asterDeltaNeutralSpot',
  'hyperliquidPacificaDeltaNeutral',
  'hyperliquidEdgexDeltaNeutral',
  'lighterAsterFundingRate',
  'lighterPacificaFundingRate',
  'lighterEdgexFundingRate',
] as const;

const exchangeSettingsId = (exchange: string) => `volume-settings-${exchange.toLowerCase()}`;
const strategyId = (strategy: string) => `volume-bot-${strategy}`;

const panels: PanelManifest[] = [
  { ...placeholder('backpack-grid-bot', (t) => t('panels.backpackGridBot')), component: GridBotPanel },
  ...EXCHANGES.map((exchange) =>
    placeholder(exchangeSettingsId(exchange), (t) => t('panels.exchangeSettings', { exchange }), SETTINGS_SIZE),
  ),
  ...STRATEGIES.map((strategy) => placeholder(strategyId(strategy), (t) => t(`panels.strategies.${strategy}`))),
  placeholder('my-balance', (t) => t('panels.myBalance')),
  placeholder('my-operation', (t) => t('panels.myOperation')),
  placeholder('funding-rate', (t) => t('panels.fundingRate')),
  placeholder('open-interest', (t) => t('panels.openInterest')),
  placeholder('courtyard-listing', (t) => t('panels.courtyardListing')),
  placeholder('courtyard-sales', (t) => t('panels.courtyardSales')),
  placeholder('phygitals-listing', (t) => t('panels.phygitalsListing')),
  placeholder('phygitals-sales', (t) => t('panels.phygitalsSales')),
  { ...placeholder('collector-crypt-listing', (t) => t('panels.collectorCryptListing')), component: ListingsPanel },
  { ...placeholder('collector-crypt-sales', (t) => t('panels.collectorCryptSales')), component: SalesPanel },
  { ...placeholder('id-to-price', (t) => t('panels.idToPrice')), component: PriceLookupPanel },
  {
    ...placeholder('vinted-settings', (t) => t('panels.vintedSettings'), VINTED_SETTINGS_SIZE),
    exclusiveGroup: 'vinted',
    component: VintedSettingsPanel,
  },
  {
    ...placeholder('vinted-upload', (t) => t('panels.vintedUpload'), VINTED_UPLOAD_SIZE),
    exclusiveGroup: 'vinted',
    component: VintedUploadPanel,
  },
];

/** SPEC §2 'Menu groups', in SPEC's order. */
const menu: MenuSection[] = [
  {
    id: 'airdrop-farming',
    label: (t) => t('menu.airdropFarming'),
    items: [
      { kind: 'panel', panelId: 'backpack-grid-bot', badge: 'new' },
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
              panelId: exchangeSettingsId(exchange),
              label: () => exchange,
            })),
          },
          {
            kind: 'group',
            id: 'volume-bot-bots',
            label: (t) => t('menu.bot'),
            items: STRATEGIES.map((strategy) => ({
              kind: 'panel' as const,
              panelId: strategyId(strategy),
              selectable: true,
            })),
          },
        ],
      },
    ],
  },
  {
    id: 'features',
    label: (t) => t('menu.features'),
    items: ['my-balance', 'my-operation', 'funding-rate', 'open-interest'].map((panelId) => ({
      kind: 'panel' as const,
      panelId,
    })),
  },
  {
    id: 'pokemon',
    label: (t) => t('menu.pokemon'),
    items: [
      { kind: 'panel', panelId: 'courtyard-listing' },
      { kind: 'panel', panelId: 'courtyard-sales' },
      { kind: 'panel', panelId: 'phygitals-listing' },
      { kind: 'panel', panelId: 'phygitals-sales' },
      { kind: 'panel', panelId: 'collector-crypt-listing', badge: 'new' },
      { kind: 'panel', panelId: 'collector-crypt-sales', badge: 'new' },
      { kind: 'panel', panelId: 'id-to-price', badge: 'new' },
      { kind: 'link', to: '/dashboard/bot-management', label: (t) => t('panels.allBelowMidiPrice'), badge: 'new' },
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
          { kind: 'panel', panelId: 'vinted-settings', label: (t) => t('panels.vintedMenu.settings') },
          { kind: 'panel', panelId: 'vinted-upload', label: (t) => t('panels.vintedMenu.upload') },
        ],
      },
    ],
  },
];

export const panelCatalogue: WorkspaceCatalogue = { panels, menu };
