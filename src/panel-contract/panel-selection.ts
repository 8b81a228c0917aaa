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
    }
  | {
      kind: 'card';
      /** The grading certificate's number. */
      certificate: string;
      grade?: string;
      name?: string;
    };
