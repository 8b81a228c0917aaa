/** The venues whose volume-bot settings the menu lists, in its order. */
export const EXCHANGES = ['Aster', 'Pacifica', 'EdgeX', 'Hyperliquid', 'Lighter'] as const;
export type Exchange = (typeof EXCHANGES)[number];

/** The seven strategies of the menu's Bot list, in its order. */
export const STRATEGIES = [
  'pacificaDeltaNeutral',
  'asterDeltaNeutralSpot',
  'hyperliquidPacificaDeltaNeutral',
  'hyperliquidEdgexDeltaNeutral',
  'lighterAsterFundingRate',
  'lighterPacificaFundingRate',
  'lighterEdgexFundingRate',
] as const;
export type Strategy = (typeof STRATEGIES)[number];

export const exchangeSettingsPanelId = (exchange: Exchange) => `volume-settings-${exchange.toLowerCase()}`;
export const strategyPanelId = (strategy: Strategy) => `volume-bot-${strategy}`;
