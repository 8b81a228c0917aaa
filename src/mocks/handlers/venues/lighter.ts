import { http, HttpResponse } from 'msw';
import { env } from '../../../config/env';
import { networkDelay } from '../../latency';
import {
  decimalText,
  simAssetsOn,
  simHourlyRate,
  simOpenInterestUsd,
  simPrice,
  simVolumeUsd,
  type SimAsset,
} from '../../venues/market-sim';
import { venueFaultReply } from '../../venues/venue-faults';

const symbolOf = (asset: SimAsset) => `${asset.lot?.lighter ? String(asset.lot.lighter) : ''}${asset.base}`;

/** GET /api/v1/funding-rates: Lighter's own rows (per 8 h, as it quotes them) beside Binance's and Hyperliquid's. */
export function lighterFundingRates(now = Date.now()) {
  const assets = simAssetsOn('lighter');
  const rows = assets.flatMap((asset, marketId) => [
    { market_id: marketId, exchange: 'binance', symbol: symbolOf(asset), rate: 0.0001 },
    {
      market_id: marketId,
      exchange: 'hyperliquid',
      symbol: symbolOf(asset),
      rate: Number((simHourlyRate(asset, 'hyperliquid', now) * 8).toPrecision(6)),
    },
    {
      market_id: marketId,
      exchange: 'lighter',
      symbol: symbolOf(asset),
      rate: Number((simHourlyRate(asset, 'lighter', now) * 8).toPrecision(6)),
    },
  ]);
  return { code: 200, funding_rates: rows };
}

/** GET /api/v1/orderBookDetails: one PerpsOrderBookDetail per market (fields we do not read trimmed to a few). */
export function lighterOrderBookDetails(now = Date.now()) {
  const details = simAssetsOn('lighter').map((asset, marketId) => {
    const lot = asset.lot?.lighter ?? 1;
    const price = simPrice(asset, 'lighter', now) * lot;
    const volume = simVolumeUsd(asset, 'lighter', now);
    return {
      symbol: symbolOf(asset),
      market_id: marketId,
      market_type: 'perp',
      status: 'active',
      taker_fee: '0.0000',
      maker_fee: '0.0000',
      liquidation_fee: '1.0000',
      min_base_amount: '0.001',
      min_quote_amount: '10.000000',
      size_decimals: 4,
      price_decimals: 2,
      last_trade_price: Number(price.toPrecision(8)),
      mark_price: decimalText(price),
      daily_trades_count: 48_210,
      daily_base_token_volume: Number((volume / price).toPrecision(8)),
      daily_quote_token_volume: Number(volume.toPrecision(10)),
      daily_price_low: Number((price * 0.97).toPrecision(8)),
      daily_price_high: Number((price * 1.02).toPrecision(8)),
      daily_price_change: 1.2,
      open_interest: Number((simOpenInterestUsd(asset, 'lighter', now) / price).toPrecision(8)),
      daily_chart: {},
    };
  });
  return { code: 200, order_book_details: details };
}

const base = `${env.venueUrls.lighter}/api/v1`;

export const lighterHandlers = [
  http.get(`${base}/funding-rates`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('lighter', request) ?? HttpResponse.json(lighterFundingRates());
  }),
  http.get(`${base}/orderBookDetails`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('lighter', request) ?? HttpResponse.json(lighterOrderBookDetails());
  }),
];
