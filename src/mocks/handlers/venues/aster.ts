import { http, HttpResponse } from 'msw';
import { env } from '../../../config/env';
import { networkDelay } from '../../latency';
import {
  ASTER_FOUR_HOUR_ASSETS,
  decimalText,
  nextBoundary,
  simAssetsOn,
  simHourlyRate,
  simPrice,
  simSettlements,
  simVolumeUsd,
  type SimAsset,
} from '../../venues/market-sim';
import { historyFaultReply, venueFaultReply } from '../../venues/venue-faults';

const symbolOf = (asset: SimAsset) => `${asset.lot?.aster ? String(asset.lot.aster) : ''}${asset.base}USDT`;
const intervalOf = (asset: SimAsset) => (ASTER_FOUR_HOUR_ASSETS.includes(asset.base) ? 4 : 8);

/** GET /fapi/v3/premiumIndex: rates for each symbol's interval (Binance style). */
export function asterPremiumIndex(now = Date.now()) {
  return simAssetsOn('aster').map((asset) => {
    const markPrice = simPrice(asset, 'aster', now) * (asset.lot?.aster ?? 1);
    return {
      symbol: symbolOf(asset),
      markPrice: decimalText(markPrice),
      indexPrice: decimalText(markPrice * 1.0001),
      estimatedSettlePrice: decimalText(markPrice * 1.00005),
      lastFundingRate: (simHourlyRate(asset, 'aster', now) * intervalOf(asset)).toFixed(8),
      interestRate: '0.00010000',
      nextFundingTime: nextBoundary(now, intervalOf(asset)),
      time: now,
    };
  });
}

/** GET /fapi/v3/fundingInfo: only the symbols off the 8 h default. */
export function asterFundingInfo(now = Date.now()) {
  return simAssetsOn('aster')
    .filter((asset) => intervalOf(asset) !== 8)
    .map((asset) => ({
      symbol: symbolOf(asset),
      interestRate: '0.00005000',
      time: now,
      fundingIntervalHours: intervalOf(asset),
      fundingFeeCap: 0.02,
      fundingFeeFloor: -0.02,
    }));
}

export function asterTickers(now = Date.now()) {
  return simAssetsOn('aster').map((asset) => {
    const price = simPrice(asset, 'aster', now) * (asset.lot?.aster ?? 1);
    const quoteVolume = simVolumeUsd(asset, 'aster', now);
    return {
      symbol: symbolOf(asset),
      priceChange: decimalText(price * 0.012),
      priceChangePercent: '1.210',
      weightedAvgPrice: decimalText(price * 0.997),
      lastPrice: decimalText(price),
      lastQty: '1.000',
      openPrice: decimalText(price * 0.988),
      highPrice: decimalText(price * 1.02),
      lowPrice: decimalText(price * 0.97),
      volume: decimalText(quoteVolume / price),
      quoteVolume: decimalText(quoteVolume, 12),
      openTime: now - 86_400_000,
      closeTime: now,
      firstId: 1,
      lastId: 1000,
      count: 1000,
    };
  });
}

/**
 * GET /fapi/v1/fundingRate?symbol&startTime&endTime&limit: a symbol's settlements oldest first (Binance style: from
 * startTime, `limit` of them, 100 by default and 1000 at most; the latest `limit` without a start).
 */
export function asterFundingRateHistory(query: URLSearchParams, now = Date.now()) {
  const asset = simAssetsOn('aster').find((candidate) => symbolOf(candidate) === query.get('symbol'));
  if (!asset) return null;
  const limit = Math.min(Math.max(Number(query.get('limit') ?? 100) || 100, 1), 1000);
  const end = Math.min(Number(query.get('endTime') ?? now) || now, now);
  const startText = query.get('startTime');
  const start = startText === null ? end - limit * intervalOf(asset) * 3_600_000 : Number(startText) || 0;
  return simSettlements(asset, 'aster', intervalOf(asset), start, end)
    .slice(0, limit)
    .map((settlement) => ({
      symbol: symbolOf(asset),
      fundingTime: settlement.time + 1,
      fundingRate: settlement.ratePerInterval.toFixed(8),
    }));
}

const base = `${env.venueUrls.aster}/fapi/v3`;

export const asterHandlers = [
  http.get(`${env.venueUrls.aster}/fapi/v1/fundingRate`, async ({ request }) => {
    await networkDelay();
    const fault = historyFaultReply('aster', request);
    if (fault) return fault;
    const rows = asterFundingRateHistory(new URL(request.url).searchParams);
    return rows ? HttpResponse.json(rows) : HttpResponse.json({ code: -1121, msg: 'Invalid symbol.' }, { status: 400 });
  }),
  http.get(`${base}/premiumIndex`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('aster', request) ?? HttpResponse.json(asterPremiumIndex());
  }),
  http.get(`${base}/fundingInfo`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('aster', request) ?? HttpResponse.json(asterFundingInfo());
  }),
  http.get(`${base}/ticker/24hr`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('aster', request) ?? HttpResponse.json(asterTickers());
  }),
];
