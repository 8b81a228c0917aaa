// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { refreshVenue } from '../../src/markets/live/refresh-venue';
import type { MarketQuote } from '../../src/markets/model/market';
import type { BuiltInVenueId } from '../../src/markets/model/venues';
import { server } from '../server';
import { VENUE_URLS } from '../../src/markets/venue-sources';

/*
 * Every venue's funding unit and interval, pinned with a reply of known numbers. A venue that changes either would
 * show rates off by a factor of 4, 8 or 8760 (the peer product that showed a Hyperliquid rate of 1.79e+11 % read one
 * unit as another): these tests are where that is caught. Each names the source of the unit it pins.
 */
const NOW = Date.UTC(2026, 2, 10, 13, 20, 0);
const NEXT_HOUR = Date.UTC(2026, 2, 10, 14);
const url = (venue: BuiltInVenueId, path: string) => `${VENUE_URLS[venue]}${path}`;

async function quotesOf(venue: BuiltInVenueId): Promise<Map<string, MarketQuote>> {
  const feed = await refreshVenue(venue, undefined, { now: () => NOW });
  if (!feed.snapshot) throw new Error(`${venue} gave no snapshot: ${feed.problem?.message ?? ''}`);
  return new Map(feed.snapshot.markets.map((quote) => [quote.symbol, quote]));
}

describe('funding units and intervals, venue by venue', () => {
  it('Hyperliquid: `funding` is already per hour, paid every hour (Hyperliquid docs, "Funding"; @nktkas/hyperliquid)', async () => {
    server.use(
      http.post(url('hyperliquid', '/info'), () =>
        HttpResponse.json([
          {
            universe: [
              { name: 'BTC', szDecimals: 5, maxLeverage: 40 },
              { name: 'kPEPE', szDecimals: 0 },
            ],
          },
          [
            { funding: '0.0000125', openInterest: '1000', markPx: '100000', dayNtlVlm: '5000000' },
            { funding: '-0.0000400', openInterest: '2000000', markPx: '0.0182', dayNtlVlm: '900000' },
          ],
        ]),
      ),
    );
    const quotes = await quotesOf('hyperliquid');
    expect(quotes.get('BTC')).toMatchObject({
      base: 'BTC',
      fundingRateHourly: 0.0000125,
      fundingIntervalHours: 1,
      nextFundingTime: NEXT_HOUR,
      markPrice: 100_000,
      openInterestUsd: 100_000_000,
      volume24hUsd: 5_000_000,
      maxLeverage: 40,
    });
    // kPEPE is 1000 PEPE: its mark price is per 1000, its open interest counted in kPEPE.
    const pepe = quotes.get('kPEPE');
    expect(pepe).toMatchObject({ base: 'PEPE', unitSize: 1000, fundingRateHourly: -0.00004, maxLeverage: null });
    expect(pepe?.markPrice).toBeCloseTo(0.0000182, 12);
    expect(pepe?.openInterestUsd).toBeCloseTo(36_400, 6);
  });

  it('Aster: `lastFundingRate` is for the symbol interval, 8 h unless fundingInfo says otherwise (Aster v3 docs; ccxt aster.ts)', async () => {
    server.use(
      http.get(url('aster', '/fapi/v3/premiumIndex'), () =>
        HttpResponse.json([
          {
            symbol: 'BTCUSDT',
            markPrice: '97000.1',
            lastFundingRate: '0.00010000',
            nextFundingTime: NEXT_HOUR,
            time: NOW,
          },
          {
            symbol: '1000PEPEUSDT',
            markPrice: '0.0182',
            lastFundingRate: '0.00004000',
            nextFundingTime: NEXT_HOUR,
            time: NOW,
          },
        ]),
      ),
      http.get(url('aster', '/fapi/v3/fundingInfo'), () =>
        HttpResponse.json([{ symbol: '1000PEPEUSDT', fundingIntervalHours: 4, interestRate: '0.00005000', time: NOW }]),
      ),
      http.get(url('aster', '/fapi/v3/ticker/24hr'), () =>
        HttpResponse.json([{ symbol: 'BTCUSDT', quoteVolume: '123456789.5', lastPrice: '97000' }]),
      ),
    );
    const quotes = await quotesOf('aster');
    expect(quotes.get('BTCUSDT')).toMatchObject({
      fundingIntervalHours: 8,
      nextFundingTime: NEXT_HOUR,
      volume24hUsd: 123456789.5,
    });
    expect(quotes.get('BTCUSDT')?.fundingRateHourly).toBeCloseTo(0.0000125, 12);
    // Aster publishes no open interest for all symbols without a key.
    expect(quotes.get('BTCUSDT')?.openInterestUsd).toBeNull();
    expect(quotes.get('1000PEPEUSDT')).toMatchObject({ base: 'PEPE', unitSize: 1000, fundingIntervalHours: 4 });
    expect(quotes.get('1000PEPEUSDT')?.fundingRateHourly).toBeCloseTo(0.00001, 12);
    expect(quotes.get('1000PEPEUSDT')?.volume24hUsd).toBeNull();
  });

  it('Lighter: `rate` is quoted per 8 h though Lighter settles hourly (lighter-python FundingApi; Binance rows at 0.0001 beside it)', async () => {
    server.use(
      http.get(url('lighter', '/api/v1/funding-rates'), () =>
        HttpResponse.json({
          code: 200,
          funding_rates: [
            { market_id: 1, exchange: 'binance', symbol: 'BTC', rate: 0.0001 },
            { market_id: 1, exchange: 'lighter', symbol: 'BTC', rate: 0.0001 },
            { market_id: 2, exchange: 'lighter', symbol: '1000BONK', rate: -0.00024 },
          ],
        }),
      ),
      http.get(url('lighter', '/api/v1/orderBookDetails'), () =>
        HttpResponse.json({
          code: 200,
          order_book_details: [
            {
              symbol: 'BTC',
              market_id: 1,
              status: 'active',
              last_trade_price: 97000,
              open_interest: 10,
              daily_quote_token_volume: 2e7,
              min_initial_margin_fraction: 200,
            },
            {
              symbol: '1000BONK',
              market_id: 2,
              status: 'active',
              last_trade_price: 0.0315,
              mark_price: '0.0316',
              open_interest: 1e6,
              daily_quote_token_volume: 5e5,
            },
          ],
        }),
      ),
    );
    const quotes = await quotesOf('lighter');
    expect(quotes.size).toBe(2);
    expect(quotes.get('BTC')).toMatchObject({
      fundingIntervalHours: 1,
      nextFundingTime: NEXT_HOUR,
      openInterestUsd: 970_000,
      // 200 hundredths of a percent = 2 % initial margin = 50× at most; BONK publishes no margin here.
      maxLeverage: 50,
    });
    expect(quotes.get('1000BONK')?.maxLeverage).toBeNull();
    expect(quotes.get('BTC')?.fundingRateHourly).toBeCloseTo(0.0000125, 12);
    expect(quotes.get('1000BONK')).toMatchObject({ base: 'BONK', unitSize: 1000 });
    expect(quotes.get('1000BONK')?.openInterestUsd).toBeCloseTo(31_600, 6);
    expect(quotes.get('1000BONK')?.fundingRateHourly).toBeCloseTo(-0.00003, 12);
    expect(quotes.get('1000BONK')?.markPrice).toBeCloseTo(0.0000316, 12);
  });

  it('EdgeX: `fundingRate` is for `fundingRateIntervalMin` (240 min: 4 h) of the contract (EdgeX Meta Data and Quote API docs)', async () => {
    server.use(
      http.get(url('edgex', '/api/v1/public/meta/getMetaData'), () =>
        HttpResponse.json({
          code: 'SUCCESS',
          data: {
            coinList: [],
            contractList: [
              { contractId: '10000001', contractName: 'BTCUSD', fundingRateIntervalMin: '240', enableDisplay: true },
            ],
          },
        }),
      ),
      http.get(url('edgex', '/api/v1/public/quote/getTicker'), () =>
        HttpResponse.json({
          code: 'SUCCESS',
          data: [
            {
              contractId: '10000001',
              contractName: 'BTCUSD',
              fundingRate: '0.00004000',
              nextFundingTime: String(Date.UTC(2026, 2, 10, 16)),
              openInterest: '12.5',
              value: '50821443.7464',
              oraclePrice: '100000.5',
              lastPrice: '100001',
            },
          ],
        }),
      ),
    );
    const btc = (await quotesOf('edgex')).get('BTCUSD');
    expect(btc).toMatchObject({ base: 'BTC', fundingIntervalHours: 4, nextFundingTime: Date.UTC(2026, 2, 10, 16) });
    expect(btc?.fundingRateHourly).toBeCloseTo(0.00001, 12);
    expect(btc?.markPrice).toBe(100_000.5);
    expect(btc?.openInterestUsd).toBeCloseTo(1_250_006.25, 4);
    expect(btc?.volume24hUsd).toBeCloseTo(50_821_443.7464, 4);
  });

  it('Pacifica: `next_funding` is the coming hourly epoch\'s rate; open interest is in coins (Pacifica "Get prices"; ccxt pacifica.ts)', async () => {
    server.use(
      http.get(url('pacifica', '/api/v1/info/prices'), () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              funding: '0.00001',
              next_funding: '0.0000125',
              mark: '105473',
              mid: '105476',
              open_interest: '100',
              oracle: '105470',
              symbol: 'BTC',
              timestamp: NOW,
              volume_24h: '63265875.22',
              yesterday_price: '104000',
            },
          ],
          error: null,
          code: null,
        }),
      ),
    );
    expect((await quotesOf('pacifica')).get('BTC')).toMatchObject({
      fundingRateHourly: 0.0000125,
      fundingIntervalHours: 1,
      nextFundingTime: NEXT_HOUR,
      markPrice: 105_473,
      openInterestUsd: 10_547_300,
      volume24hUsd: 63_265_875.22,
    });
  });

  it('Backpack: `fundingRate` is for its one-hour interval (Backpack API docs, markPrices; ccxt backpack.ts)', async () => {
    server.use(
      http.get(url('backpack', '/api/v1/markPrices'), () =>
        HttpResponse.json([
          {
            symbol: 'BTC_USDC_PERP',
            fundingRate: '0.0000125',
            markPrice: '97000',
            indexPrice: '97010',
            nextFundingTimestamp: NEXT_HOUR,
          },
          {
            symbol: 'kPEPE_USDC_PERP',
            fundingRate: '-0.00002',
            markPrice: '0.0182',
            indexPrice: '0.0182',
            nextFundingTimestamp: NEXT_HOUR,
          },
        ]),
      ),
      http.get(url('backpack', '/api/v1/openInterest'), () =>
        HttpResponse.json([
          { symbol: 'BTC_USDC_PERP', openInterest: '20', timestamp: NOW },
          { symbol: 'kPEPE_USDC_PERP', openInterest: null, timestamp: NOW },
        ]),
      ),
      http.get(url('backpack', '/api/v1/tickers'), () =>
        HttpResponse.json([
          { symbol: 'BTC_USDC_PERP', quoteVolume: '1000000' },
          { symbol: 'SOL_USDC', quoteVolume: '5' },
        ]),
      ),
    );
    const quotes = await quotesOf('backpack');
    expect(quotes.get('BTC_USDC_PERP')).toMatchObject({
      fundingRateHourly: 0.0000125,
      fundingIntervalHours: 1,
      nextFundingTime: NEXT_HOUR,
      openInterestUsd: 1_940_000,
      volume24hUsd: 1_000_000,
    });
    expect(quotes.get('kPEPE_USDC_PERP')).toMatchObject({ base: 'PEPE', unitSize: 1000, openInterestUsd: null });
  });
});
