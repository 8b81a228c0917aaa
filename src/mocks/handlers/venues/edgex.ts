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
  simVolumeUsd,
  type SimAsset,
} from '../../venues/market-sim';
import { venueFaultReply } from '../../venues/venue-faults';

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

const base = `${env.venueUrls.edgex}/api/v1/public`;

export const edgexHandlers = [
  http.get(`${base}/meta/getMetaData`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('edgex', request) ?? HttpResponse.json(edgexMetaData());
  }),
  http.get(`${base}/quote/getTicker`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('edgex', request) ?? HttpResponse.json(edgexTickers());
  }),
];
