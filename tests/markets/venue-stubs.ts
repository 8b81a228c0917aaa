import { http, HttpResponse } from 'msw';
import { server } from '../server';
import { VENUE_URLS } from '../../src/markets/venue-sources';

/** A market as a test wants it, in plain numbers; each stub writes it in its venue's own reply shape. */
export interface StubMarket {
  symbol: string;
  /** Funding per hour (0.0000125 is 0.00125 %). */
  hourly: number;
  price: number;
  openInterestUsd?: number;
  volumeUsd?: number;
}

const oiOf = (market: StubMarket) => (market.openInterestUsd ?? 1e6) / market.price;

export function serveHyperliquid(markets: StubMarket[]) {
  server.use(
    http.post(`${VENUE_URLS.hyperliquid}/info`, () =>
      HttpResponse.json([
        { universe: markets.map((market) => ({ name: market.symbol, szDecimals: 2 })) },
        markets.map((market) => ({
          funding: String(market.hourly),
          markPx: String(market.price),
          openInterest: String(oiOf(market)),
          dayNtlVlm: String(market.volumeUsd ?? 5e6),
        })),
      ]),
    ),
  );
}

/** Lighter quotes its rates per 8 h. */
export function serveLighter(markets: StubMarket[]) {
  server.use(
    http.get(`${VENUE_URLS.lighter}/api/v1/funding-rates`, () =>
      HttpResponse.json({
        code: 200,
        funding_rates: markets.map((market, index) => ({
          market_id: index,
          exchange: 'lighter',
          symbol: market.symbol,
          rate: market.hourly * 8,
        })),
      }),
    ),
    http.get(`${VENUE_URLS.lighter}/api/v1/orderBookDetails`, () =>
      HttpResponse.json({
        code: 200,
        order_book_details: markets.map((market, index) => ({
          symbol: market.symbol,
          market_id: index,
          status: 'active',
          last_trade_price: market.price,
          open_interest: oiOf(market),
          daily_quote_token_volume: market.volumeUsd ?? 5e6,
        })),
      }),
    ),
  );
}

export function servePacifica(markets: StubMarket[]) {
  server.use(
    http.get(`${VENUE_URLS.pacifica}/api/v1/info/prices`, () =>
      HttpResponse.json({
        success: true,
        data: markets.map((market) => ({
          symbol: market.symbol,
          funding: String(market.hourly),
          next_funding: String(market.hourly),
          mark: String(market.price),
          open_interest: String(oiOf(market)),
          volume_24h: String(market.volumeUsd ?? 5e6),
          timestamp: Date.now(),
        })),
        error: null,
        code: null,
      }),
    ),
  );
}
