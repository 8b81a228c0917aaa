import type { JsonBodyType } from 'msw';
import { HOUR_MS } from '../../src/markets/model/funding-history';
import type { BuiltInVenueId } from '../../src/markets/model/venues';

/** The time the replies are written around: every settlement lies in the 30 days before it. */
export const NOW = Date.UTC(2026, 4, 20, 12, 30);

/** Each venue's history call, as the real venue answers it (examples from each venue's docs or SDK fixtures). */
export const REAL_REPLIES: Record<BuiltInVenueId, { path: string; method: 'get' | 'post'; body: JsonBodyType }> = {
  // Hyperliquid API docs / @nktkas/hyperliquid FundingHistoryResponse.
  hyperliquid: {
    path: '/info',
    method: 'post',
    body: [
      { coin: 'ETH', fundingRate: '0.0000125', premium: '-0.0004939571', time: NOW - 2 * HOUR_MS + 52 },
      { coin: 'ETH', fundingRate: '0.0000007554', premium: '-0.0004939571', time: NOW - HOUR_MS + 48 },
    ],
  },
  // Aster futures API docs, "Get Funding Rate History".
  aster: {
    path: '/fapi/v1/fundingRate',
    method: 'get',
    body: [
      { symbol: 'ETHUSDT', fundingTime: NOW - 12.5 * HOUR_MS + 1, fundingRate: '0.00008000' },
      { symbol: 'ETHUSDT', fundingTime: NOW - 4.5 * HOUR_MS + 1, fundingRate: '0.00007423' },
    ],
  },
  // lighter-python's Fundings model; values as in nautilus-lighter's recorded reply.
  lighter: {
    path: '/api/v1/fundings',
    method: 'get',
    body: {
      code: 200,
      resolution: '1h',
      fundings: [
        { timestamp: (NOW - 2.5 * HOUR_MS) / 1000, value: '0.02707872', rate: '0.0012', direction: 'long' },
        { timestamp: (NOW - 1.5 * HOUR_MS) / 1000, value: '0.00452778', rate: '0.0002', direction: 'short' },
      ],
    },
  },
  // EdgeX API docs, Funding API, "Get Funding Rate History by Contract ID with Pagination".
  edgex: {
    path: '/api/v1/public/funding/getFundingRatePage',
    method: 'get',
    body: {
      code: 'SUCCESS',
      data: {
        dataList: [
          {
            contractId: '10000001',
            fundingTime: String(NOW - 4.5 * HOUR_MS),
            fundingTimestamp: String(NOW - 4.5 * HOUR_MS),
            oraclePrice: '101120.888977311551570892333984375',
            indexPrice: '101121.681521500',
            fundingRate: '0.00005000',
            isSettlement: true,
            forecastFundingRate: '',
            previousFundingRate: '0.00005000',
            previousFundingTimestamp: String(NOW - 4.5 * HOUR_MS - 60_000),
            premiumIndex: '0.00022566',
            avgPremiumIndex: '0.00017953',
            premiumIndexTimestamp: String(NOW - 4.5 * HOUR_MS),
            impactMarginNotional: '500',
            impactAskPrice: '101269.6',
            impactBidPrice: '101269.1',
            interestRate: '0.0003',
            predictedFundingRate: '0.00005000',
            fundingRateIntervalMin: '240',
            starkExFundingIndex: '101120.888977311551570892333984375',
          },
        ],
        nextPageOffsetData: '',
      },
      msg: null,
      errorParam: null,
      requestTime: '1734597585432',
      responseTime: '1734597586672',
      traceId: '02465a59be5d19088ba7e4b5c6b94f6d',
    },
  },
  // Pacifica API docs, "Get Historical Funding".
  pacifica: {
    path: '/api/v1/funding_rate/history',
    method: 'get',
    body: {
      success: true,
      data: [
        {
          oracle_price: '117170.410304',
          bid_impact_price: '117126',
          ask_impact_price: '117142',
          funding_rate: '0.0000125',
          next_funding_rate: '0.0000125',
          created_at: NOW - 0.5 * HOUR_MS + 2_417,
        },
      ],
      next_cursor: '11114Lz77',
      has_more: true,
    },
  },
  // Backpack API docs, "Get funding interval rates" (ccxt's backpack.ts quotes the same shape).
  backpack: {
    path: '/api/v1/fundingRates',
    method: 'get',
    body: [
      {
        fundingRate: '0.0000125',
        intervalEndTimestamp: new Date(NOW - 0.5 * HOUR_MS).toISOString().slice(0, 19),
        symbol: 'BTC_USDC_PERP',
      },
    ],
  },
};
