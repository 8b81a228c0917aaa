import { http, HttpResponse } from 'msw';
import { env } from '../../../config/env';
import { networkDelay } from '../../latency';
import {
  decimalText,
  nextBoundary,
  simAssetsOn,
  simHourlyRate,
  simOpenInterestUsd,
  simPrice,
  simSettlements,
  simVolumeUsd,
  type SimAsset,
} from '../../venues/market-sim';
import { historyFaultReply, venueFaultReply } from '../../venues/venue-faults';

const symbolOf = (asset: SimAsset) => `${asset.lot?.backpack ? 'k' : ''}${asset.base}_USDC_PERP`;
const priceOf = (asset: SimAsset, now: number) => simPrice(asset, 'backpack', now) * (asset.lot?.backpack ?? 1);

export function backpackMarkPrices(now = Date.now()) {
  return simAssetsOn('backpack').map((asset) => ({
    fundingRate: decimalText(simHourlyRate(asset, 'backpack', now), 6),
    indexPrice: decimalText(priceOf(asset, now) * 1.0001),
    markPrice: decimalText(priceOf(asset, now)),
    nextFundingTimestamp: nextBoundary(now, 1),
    symbol: symbolOf(asset),
  }));
}

export function backpackOpenInterest(now = Date.now()) {
  return simAssetsOn('backpack').map((asset) => ({
    symbol: symbolOf(asset),
    openInterest: decimalText(simOpenInterestUsd(asset, 'backpack', now) / priceOf(asset, now)),
    timestamp: now,
  }));
}

/** GET /api/v1/tickers: spot markets too, as Backpack lists them (the adapter keeps the perpetuals). */
export function backpackTickers(now = Date.now()) {
  const perps = simAssetsOn('backpack').map((asset) => {
    const price = priceOf(asset, now);
    const quoteVolume = simVolumeUsd(asset, 'backpack', now);
    return {
      symbol: symbolOf(asset),
      firstPrice: decimalText(price * 0.99),
      lastPrice: decimalText(price),
      priceChange: decimalText(price * 0.01),
      priceChangePercent: '0.0101',
      high: decimalText(price * 1.02),
      low: decimalText(price * 0.97),
      volume: decimalText(quoteVolume / price),
      quoteVolume: decimalText(quoteVolume, 12),
      trades: '20455',
    };
  });
  return [
    ...perps,
    { symbol: 'SOL_USDC', lastPrice: '182.1', volume: '120000', quoteVolume: '21852000', trades: '9000' },
  ];
}

/** GET /api/v1/fundingRates?symbol&limit&offset: hourly settlements newest first, 100 by default, 1,000 at most. */
export function backpackFundingRates(query: URLSearchParams, now = Date.now()) {
  const asset = simAssetsOn('backpack').find((candidate) => symbolOf(candidate) === query.get('symbol'));
  if (!asset) return null;
  const limit = Math.min(Math.max(Number(query.get('limit') ?? 100) || 100, 1), 1000);
  const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0);
  const newestFirst = simSettlements(asset, 'backpack', 1, now - 90 * 86_400_000, now).reverse();
  return newestFirst.slice(offset, offset + limit).map((settlement) => ({
    symbol: symbolOf(asset),
    // A date and time without a zone, in UTC, as Backpack writes it.
    intervalEndTimestamp: new Date(settlement.time).toISOString().slice(0, 19),
    fundingRate: decimalText(settlement.ratePerInterval, 6),
  }));
}

const base = `${env.venueUrls.backpack}/api/v1`;

export const backpackHandlers = [
  http.get(`${base}/fundingRates`, async ({ request }) => {
    await networkDelay();
    const fault = historyFaultReply('backpack', request);
    if (fault) return fault;
    const rows = backpackFundingRates(new URL(request.url).searchParams);
    return rows
      ? HttpResponse.json(rows)
      : HttpResponse.json({ code: 'INVALID_MARKET', message: 'Market not found' }, { status: 400 });
  }),
  http.get(`${base}/markPrices`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('backpack', request) ?? HttpResponse.json(backpackMarkPrices());
  }),
  http.get(`${base}/openInterest`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('backpack', request) ?? HttpResponse.json(backpackOpenInterest());
  }),
  http.get(`${base}/tickers`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('backpack', request) ?? HttpResponse.json(backpackTickers());
  }),
];
