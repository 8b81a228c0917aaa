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
} from '../../venues/market-sim';
import { historyFaultReply, venueFaultReply } from '../../venues/venue-faults';
import { simAccountState, simFills, simFundingPayments } from '../../venues/account-sim';

/** GET /api/v1/info/prices: hourly rates, open interest in coins, 24 h volume in USD. */
export function pacificaPrices(now = Date.now()) {
  const data = simAssetsOn('pacifica').map((asset) => {
    const lot = asset.lot?.pacifica ?? 1;
    const mark = simPrice(asset, 'pacifica', now) * lot;
    return {
      funding: decimalText(simHourlyRate(asset, 'pacifica', now - 3_600_000), 6),
      mark: decimalText(mark),
      mid: decimalText(mark * 1.00002),
      next_funding: decimalText(simHourlyRate(asset, 'pacifica', now), 6),
      open_interest: decimalText(simOpenInterestUsd(asset, 'pacifica', now) / mark),
      oracle: decimalText(mark * 0.9999),
      symbol: lot === 1 ? asset.base : `k${asset.base}`,
      timestamp: now,
      volume_24h: decimalText(simVolumeUsd(asset, 'pacifica', now), 12),
      yesterday_price: decimalText(mark * 0.985),
    };
  });
  return { success: true, data, error: null, code: null };
}

/**
 * GET /api/v1/funding_rate/history?symbol&limit&cursor: the market's hourly funding, newest first, `limit` (200 by
 * default, 4,000 at most) a page; the cursor is where the next page starts.
 */
export function pacificaRateHistory(query: URLSearchParams, now = Date.now()) {
  const asset = simAssetsOn('pacifica').find(
    (candidate) => (candidate.lot?.pacifica ? `k${candidate.base}` : candidate.base) === query.get('symbol'),
  );
  if (!asset) return null;
  const limit = Math.min(Math.max(Number(query.get('limit') ?? 200) || 200, 1), 4000);
  const cursor = Number(query.get('cursor') ?? 0) || 0;
  const newestFirst = simSettlements(asset, 'pacifica', 1, now - 90 * 86_400_000, now).reverse();
  const page = newestFirst.slice(cursor, cursor + limit);
  const mark = simPrice(asset, 'pacifica', now) * (asset.lot?.pacifica ?? 1);
  return {
    success: true,
    data: page.map((settlement, index) => ({
      oracle_price: decimalText(mark * 0.9999),
      bid_impact_price: decimalText(mark * 0.9998),
      ask_impact_price: decimalText(mark * 1.0002),
      funding_rate: decimalText(settlement.ratePerInterval, 6),
      next_funding_rate: decimalText((newestFirst[cursor + index - 1] ?? settlement).ratePerInterval, 6),
      // Pacifica stamps each hour's row a little after the hour.
      created_at: settlement.time + 2_417,
    })),
    next_cursor: cursor + limit < newestFirst.length ? String(cursor + limit) : null,
    has_more: cursor + limit < newestFirst.length,
  };
}

const PAGE_LIMIT = 100;
const money = (value: number) => value.toFixed(6);

/** Pacifica's refusal for an address with no account (error code 1, "Account not found"). */
const notFound = (account: string) =>
  HttpResponse.json({ success: false, data: null, error: `Account not found: ${account}`, code: 1 }, { status: 404 });

/** GET /api/v1/account?account=: the account's balances, or null when the demo has no account there. */
export function pacificaAccount(account: string, now = Date.now()) {
  const state = simAccountState('pacifica', account, now);
  if (!state) return null;
  return {
    success: true,
    data: {
      balance: money(state.equity),
      fee_level: 0,
      maker_fee: '0.00015',
      taker_fee: '0.0004',
      account_equity: money(state.equity),
      available_to_spend: money(state.available),
      available_to_withdraw: money(state.available),
      pending_balance: '0.000000',
      total_margin_used: money(state.marginUsed),
      positions_count: state.positions.length,
      orders_count: 0,
      stop_orders_count: 0,
      updated_at: now,
    },
    error: null,
    code: null,
  };
}

export function pacificaPositions(account: string, now = Date.now()) {
  const state = simAccountState('pacifica', account, now);
  if (!state) return null;
  return {
    success: true,
    data: state.positions.map((p) => ({
      symbol: p.asset.base,
      side: p.size > 0 ? 'bid' : 'ask',
      amount: Math.abs(p.size).toFixed(4),
      entry_price: p.entryPrice.toFixed(4),
      margin: '0',
      funding: '0',
      isolated: false,
      liquidation_price: p.liquidationPrice.toFixed(4),
      created_at: p.openedAt,
      updated_at: now - 3_600_000,
    })),
    error: null,
    code: null,
    last_order_id: 1_557_431_179,
  };
}

/** One page of a newest-first history: the cursor is the index of the next row. */
function page<T>(rows: readonly T[], cursor: string | null, limit: number) {
  const start = cursor && /^\d+$/.test(cursor) ? Number(cursor) : 0;
  const end = start + limit;
  return { rows: rows.slice(start, end), next: end < rows.length ? String(end) : null };
}

export function pacificaTradeHistory(account: string, query: URLSearchParams, now = Date.now()) {
  const startTime = Number(query.get('start_time') ?? 0);
  const trades = simFills('pacifica', account, now).filter((fill) => fill.time >= startTime);
  const { rows, next } = page(trades, query.get('cursor'), Number(query.get('limit') ?? PAGE_LIMIT) || PAGE_LIMIT);
  return {
    success: true,
    data: rows.map((fill) => ({
      history_id: fill.id,
      order_id: fill.id * 7,
      client_order_id: null,
      symbol: fill.asset.base,
      amount: String(fill.size),
      price: String(fill.price),
      entry_price: String(fill.price),
      fee: money(fill.fee),
      pnl: '0',
      event_type: 'fulfill_taker',
      side: fill.buy ? 'open_long' : 'open_short',
      created_at: fill.time,
      cause: 'normal',
    })),
    next_cursor: next,
    has_more: next !== null,
  };
}

export function pacificaFundingHistory(account: string, query: URLSearchParams, now = Date.now()) {
  const payments = simFundingPayments('pacifica', account, now);
  const { rows, next } = page(payments, query.get('cursor'), Number(query.get('limit') ?? PAGE_LIMIT) || PAGE_LIMIT);
  return {
    success: true,
    data: rows.map((payment) => ({
      history_id: payment.id,
      symbol: payment.asset.base,
      side: payment.size > 0 ? 'bid' : 'ask',
      amount: Math.abs(payment.size).toFixed(4),
      payout: money(payment.payout),
      rate: String(payment.rate),
      created_at: payment.time,
    })),
    next_cursor: next,
    has_more: next !== null,
  };
}

const accountOf = (request: Request) => new URL(request.url).searchParams.get('account') ?? '';

export const pacificaHandlers = [
  http.get(`${env.venueUrls.pacifica}/api/v1/account`, async ({ request }) => {
    await networkDelay();
    const fault = venueFaultReply('pacifica', request);
    if (fault) return fault;
    const reply = pacificaAccount(accountOf(request));
    return reply ? HttpResponse.json(reply) : notFound(accountOf(request));
  }),
  http.get(`${env.venueUrls.pacifica}/api/v1/positions`, async ({ request }) => {
    await networkDelay();
    const fault = venueFaultReply('pacifica', request);
    if (fault) return fault;
    const reply = pacificaPositions(accountOf(request));
    return reply ? HttpResponse.json(reply) : notFound(accountOf(request));
  }),
  http.get(`${env.venueUrls.pacifica}/api/v1/trades/history`, async ({ request }) => {
    await networkDelay();
    const fault = venueFaultReply('pacifica', request);
    if (fault) return fault;
    const account = accountOf(request);
    if (!simAccountState('pacifica', account)) return notFound(account);
    return HttpResponse.json(pacificaTradeHistory(account, new URL(request.url).searchParams));
  }),
  http.get(`${env.venueUrls.pacifica}/api/v1/funding/history`, async ({ request }) => {
    await networkDelay();
    const fault = venueFaultReply('pacifica', request);
    if (fault) return fault;
    const account = accountOf(request);
    if (!simAccountState('pacifica', account)) return notFound(account);
    return HttpResponse.json(pacificaFundingHistory(account, new URL(request.url).searchParams));
  }),
  http.get(`${env.venueUrls.pacifica}/api/v1/funding_rate/history`, async ({ request }) => {
    await networkDelay();
    const fault = historyFaultReply('pacifica', request);
    if (fault) return fault;
    const reply = pacificaRateHistory(new URL(request.url).searchParams);
    return reply
      ? HttpResponse.json(reply)
      : HttpResponse.json({ success: false, data: null, error: 'Market not found', code: 3 }, { status: 404 });
  }),
  http.get(`${env.venueUrls.pacifica}/api/v1/info/prices`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('pacifica', request) ?? HttpResponse.json(pacificaPrices());
  }),
];
