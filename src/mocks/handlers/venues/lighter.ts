import { http, HttpResponse } from 'msw';
import { env } from '../../../config/env';
import { networkDelay } from '../../latency';
import {
  decimalText,
  simAssetsOn,
  simHourlyRate,
  simOpenInterestUsd,
  simPrice,
  simSettlements,
  simVolumeUsd,
  type SimAsset,
} from '../../venues/market-sim';
import { historyFaultReply, venueFaultReply } from '../../venues/venue-faults';
import { simAccountState } from '../../venues/account-sim';

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
      default_initial_margin_fraction: asset.base === 'BTC' ? 200 : 500,
      min_initial_margin_fraction: asset.base === 'BTC' ? 200 : 500,
      maintenance_margin_fraction: asset.base === 'BTC' ? 120 : 300,
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

/** GET /api/v1/account?by=l1_address&value=: DetailedAccounts, or code 21100 for an address with no account. */
export function lighterAccount(l1Address: string, now = Date.now()) {
  const state = simAccountState('lighter', l1Address, now);
  if (!state) return { code: 21100, message: 'account not found' };
  const fixed = (value: number) => value.toFixed(6);
  return {
    code: 200,
    total: 1,
    accounts: [
      {
        code: 0,
        account_type: 0,
        index: 281_474,
        l1_address: l1Address,
        cancel_all_time: 0,
        total_order_count: 0,
        total_isolated_order_count: 0,
        pending_order_count: 0,
        available_balance: fixed(state.available),
        status: 1,
        collateral: fixed(state.equity),
        account_index: 281_474,
        name: '',
        description: '',
        can_invite: true,
        referral_points_percentage: '',
        positions: state.positions.map((p, index) => ({
          market_id: index,
          symbol: p.asset.base,
          initial_margin_fraction: '20.00',
          open_order_count: 0,
          pending_order_count: 0,
          position_tied_order_count: 0,
          sign: p.size > 0 ? 1 : -1,
          position: Math.abs(p.size).toFixed(4),
          avg_entry_price: p.entryPrice.toFixed(4),
          position_value: Math.abs(p.size * p.markPrice).toFixed(6),
          unrealized_pnl: (p.size * (p.markPrice - p.entryPrice)).toFixed(6),
          realized_pnl: '0.000000',
          liquidation_price: p.liquidationPrice.toFixed(4),
          margin_mode: 0,
          allocated_margin: '0.000000',
        })),
        total_asset_value: fixed(state.equity),
        cross_asset_value: fixed(state.equity),
        shares: [],
      },
    ],
  };
}

/**
 * GET /api/v1/fundings?market_id&resolution&start_timestamp&end_timestamp&count_back: hourly settlements in the
 * window (seconds), oldest first, 750 at most; `rate` in percent without a sign, `direction` the side that paid.
 */
export function lighterFundings(query: URLSearchParams, now = Date.now()) {
  const marketId = Number(query.get('market_id'));
  const asset = simAssetsOn('lighter')[marketId];
  const resolution = query.get('resolution');
  if (!asset || !Number.isInteger(marketId) || (resolution !== '1h' && resolution !== '1d')) return null;
  const from = Number(query.get('start_timestamp') ?? 0) * 1000;
  const to = Math.min(Number(query.get('end_timestamp') ?? now / 1000) * 1000, now);
  const fundings = simSettlements(asset, 'lighter', 1, from, to)
    .slice(-750)
    .map((settlement) => ({
      timestamp: settlement.time / 1000,
      value: Math.abs(settlement.ratePerInterval * simPrice(asset, 'lighter', settlement.time)).toFixed(8),
      rate: Math.abs(settlement.ratePerInterval * 100).toFixed(4),
      direction: settlement.ratePerInterval >= 0 ? 'long' : 'short',
    }));
  return { code: 200, resolution, fundings };
}

const base = `${env.venueUrls.lighter}/api/v1`;

export const lighterHandlers = [
  http.get(`${base}/fundings`, async ({ request }) => {
    await networkDelay();
    const fault = historyFaultReply('lighter', request);
    if (fault) return fault;
    const reply = lighterFundings(new URL(request.url).searchParams);
    return reply
      ? HttpResponse.json(reply)
      : HttpResponse.json({ code: 20001, message: 'invalid param' }, { status: 400 });
  }),
  http.get(`${base}/account`, async ({ request }) => {
    await networkDelay();
    const fault = venueFaultReply('lighter', request);
    if (fault) return fault;
    const query = new URL(request.url).searchParams;
    if (query.get('by') !== 'l1_address' && query.get('by') !== 'index') {
      return HttpResponse.json({ code: 20001, message: 'invalid param' }, { status: 400 });
    }
    return HttpResponse.json(lighterAccount(query.get('value') ?? ''));
  }),
  http.get(`${base}/funding-rates`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('lighter', request) ?? HttpResponse.json(lighterFundingRates());
  }),
  http.get(`${base}/orderBookDetails`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('lighter', request) ?? HttpResponse.json(lighterOrderBookDetails());
  }),
];
