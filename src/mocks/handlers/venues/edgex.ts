import { http, HttpResponse } from 'msw';
import { env } from '../../../config/env';
import { networkDelay } from '../../latency';
import {
  decimalText,
  EDGEX_INTERVAL_HOURS,
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

const nameOf = (asset: SimAsset) => `${asset.lot?.edgex ? String(asset.lot.edgex) : ''}${asset.base}`;
const contractIdOf = (index: number) => String(10_000_001 + index);

const envelope = <T>(data: T, now: number) => ({
  code: 'SUCCESS',
  data,
  msg: null,
  errorParam: null,
  requestTime: String(now),
  responseTime: String(now + 2),
  traceId: '574a8b43497ebd0bca55d0b257d034fa',
});

/** GET /api/v1/public/meta/getMetaData: coins and contracts (most of EdgeX's many contract fields left out). */
export function edgexMetaData(now = Date.now()) {
  const assets = simAssetsOn('edgex');
  return envelope(
    {
      global: { appName: 'edgeX', appEnv: 'demo' },
      coinList: [
        { coinId: '1000', coinName: 'USD', stepSize: '0.000001' },
        ...assets.map((asset, index) => ({ coinId: String(1001 + index), coinName: nameOf(asset), stepSize: '0.001' })),
      ],
      contractList: assets.map((asset, index) => ({
        contractId: contractIdOf(index),
        contractName: `${nameOf(asset)}USD`,
        baseCoinId: String(1001 + index),
        quoteCoinId: '1000',
        tickSize: '0.1',
        stepSize: '0.001',
        defaultTakerFeeRate: '0.00038',
        defaultMakerFeeRate: '0.00015',
        enableTrade: true,
        enableDisplay: true,
        fundingInterestRate: '0.0003',
        fundingMaxRate: '0.000234',
        fundingMinRate: '-0.000234',
        fundingRateIntervalMin: String(EDGEX_INTERVAL_HOURS * 60),
      })),
      multiChain: null,
    },
    now,
  );
}

/** GET /api/v1/public/quote/getTicker: every contract's 24 h quote, rates per 4 h interval. */
export function edgexTickers(now = Date.now()) {
  const tickers = simAssetsOn('edgex').map((asset, index) => {
    const price = simPrice(asset, 'edgex', now) * (asset.lot?.edgex ?? 1);
    const volume = simVolumeUsd(asset, 'edgex', now);
    return {
      contractId: contractIdOf(index),
      contractName: `${nameOf(asset)}USD`,
      priceChange: decimalText(price * 0.01),
      priceChangePercent: '0.010000',
      trades: '31450',
      size: decimalText(volume / price),
      value: decimalText(volume, 12),
      high: decimalText(price * 1.02),
      low: decimalText(price * 0.97),
      open: decimalText(price * 0.99),
      close: decimalText(price),
      highTime: String(now - 3_600_000),
      lowTime: String(now - 7_200_000),
      startTime: String(now - 86_400_000),
      endTime: String(now),
      lastPrice: decimalText(price),
      indexPrice: decimalText(price * 1.0002),
      oraclePrice: decimalText(price * 1.0001, 12),
      openInterest: decimalText(simOpenInterestUsd(asset, 'edgex', now) / price),
      fundingRate: (simHourlyRate(asset, 'edgex', now) * EDGEX_INTERVAL_HOURS).toFixed(8),
      fundingTime: String(nextBoundary(now, EDGEX_INTERVAL_HOURS) - EDGEX_INTERVAL_HOURS * 3_600_000),
      nextFundingTime: String(nextBoundary(now, EDGEX_INTERVAL_HOURS)),
    };
  });
  return envelope(tickers, now);
}

/**
 * GET /api/v1/public/funding/getFundingRatePage?contractId&size&offsetData&filterSettlementFundingRate
 * &filterBeginTimeInclusive&filterEndTimeExclusive: settlements newest first, `size` (≤ 100) a page; `offsetData` is
 * where the next page starts (here: the next settlement's time, in hex), empty on the last page.
 */
export function edgexFundingRatePage(query: URLSearchParams, now = Date.now()) {
  const index = simAssetsOn('edgex').findIndex((_, candidate) => contractIdOf(candidate) === query.get('contractId'));
  const asset = simAssetsOn('edgex')[index];
  if (!asset) return null;
  const size = Math.min(Math.max(Number(query.get('size') ?? 100) || 100, 1), 100);
  const from = Number(query.get('filterBeginTimeInclusive') ?? 0) || 0;
  const endExclusive = Math.min(Number(query.get('filterEndTimeExclusive') ?? now + 1) || now + 1, now + 1);
  const offset = query.get('offsetData');
  const before = offset ? Number.parseInt(offset, 16) + 1 : endExclusive;
  const newestFirst = simSettlements(
    asset,
    'edgex',
    EDGEX_INTERVAL_HOURS,
    from,
    Math.min(before, endExclusive) - 1,
  ).reverse();
  const page = newestFirst.slice(0, size);
  const next = newestFirst[size];
  return envelope(
    {
      dataList: page.map((settlement) => ({
        contractId: contractIdOf(index),
        fundingTime: String(settlement.time),
        fundingTimestamp: String(settlement.time),
        oraclePrice: decimalText(simPrice(asset, 'edgex', settlement.time), 12),
        indexPrice: decimalText(simPrice(asset, 'edgex', settlement.time) * 1.0001, 12),
        fundingRate: settlement.ratePerInterval.toFixed(8),
        isSettlement: true,
        forecastFundingRate: '',
        previousFundingRate: settlement.ratePerInterval.toFixed(8),
        previousFundingTimestamp: String(settlement.time - 60_000),
        premiumIndex: '0.00002000',
        avgPremiumIndex: '0.00001900',
        premiumIndexTimestamp: String(settlement.time),
        impactMarginNotional: '100',
        impactAskPrice: decimalText(simPrice(asset, 'edgex', settlement.time) * 1.0002),
        impactBidPrice: decimalText(simPrice(asset, 'edgex', settlement.time) * 0.9998),
        interestRate: '0.0003',
        predictedFundingRate: settlement.ratePerInterval.toFixed(8),
        fundingRateIntervalMin: String(EDGEX_INTERVAL_HOURS * 60),
        starkExFundingIndex: '0',
      })),
      nextPageOffsetData: next ? next.time.toString(16).toUpperCase() : '',
    },
    now,
  );
}

const base = `${env.venueUrls.edgex}/api/v1/public`;

export const edgexHandlers = [
  http.get(`${base}/funding/getFundingRatePage`, async ({ request }) => {
    await networkDelay();
    const fault = historyFaultReply('edgex', request);
    if (fault) return fault;
    const reply = edgexFundingRatePage(new URL(request.url).searchParams);
    return HttpResponse.json(
      reply ?? { code: 'INVALID_CONTRACT_ID', data: null, msg: 'contract not found', errorParam: null },
    );
  }),
  http.get(`${base}/meta/getMetaData`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('edgex', request) ?? HttpResponse.json(edgexMetaData());
  }),
  http.get(`${base}/quote/getTicker`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('edgex', request) ?? HttpResponse.json(edgexTickers());
  }),
];
