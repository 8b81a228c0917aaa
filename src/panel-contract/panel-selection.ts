/**
 * What one panel hands another: a market (a Funding Rate row, a strategy's market, a pair) or a card (a feed row, a
 * certificate). Venues are named by their ids ('hyperliquid', 'lighter'…): the panel contract knows no venue list.
 */
export type PanelSelection =
  | {
      kind: 'market';
      /** The base asset, as the markets layer names it (BTC, PEPE). */
      base: string;
      /** The venue to go long on and the one to go short on, when the selection is a pair. */
      long?: string;
      short?: string;
      /** The size per leg in USD the pair was weighed at, when the handing panel had a valid one. */
      sizeUsd?: number;
      /** What the pair's figures were worked out on ('now', '24h', '7d', '30d': rates now or averages). */
      basis?: string;
      /** The hold in days the round trip's fees were spread over. */
      holdDays?: number;
      /** The pair's yearly return after fees, and before, as fractions (0.12 is 12 %), as the handing panel saw it. */
      netApr?: number;
      grossApr?: number;
      /**
       * X and Y (the yearly spread to open at and to close under, in percent: 12 is 12 %), when the handing panel's
       * backtest put a grid cell forward (Use these).
       */
      openSpreadApr?: number;
      closeSpreadApr?: number;
    }
  | {
      kind: 'card';
      /** The grading certificate's number. */
      certificate: string;
      grade?: string;
      name?: string;
    };
