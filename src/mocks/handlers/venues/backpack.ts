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
  simVolumeUsd,
  type SimAsset,
} from '../../venues/market-sim';
import { venueFaultReply } from '../../venues/venue-faults';

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

const base = `${env.venueUrls.backpack}/api/v1`;

export const backpackHandlers = [
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
