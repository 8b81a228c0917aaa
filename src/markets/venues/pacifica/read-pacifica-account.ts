import { failureCase } from '../../../lib/api-error';
import { ACTIVITY_WINDOW_MS, MAX_HISTORY_PAGES, type AccountEvent } from '../../model/account';
import type { AccountReadContext, ActivityReader, BalanceReader } from '../shared/account-reader';
import { accountInfoSchema, getAccountInfo, PACIFICA_ACCOUNT_NOT_FOUND } from './account-info';
import { getFundingHistory, pacificaFundingSchema } from './funding-history';
import { getPositions, pacificaPositionSchema } from './positions';
import { getTradeHistory, pacificaTradeSchema } from './trade-history';
import { malformedReply, readReply, readRows } from '../../../lib/read-reply';

/** Pacifica's "Account not found": a 404, or a refusal carrying error code 1. */
function isNotFound(error: unknown): boolean {
  return failureCase(error) === 'notFound';
}

export const readPacificaBalance: BalanceReader = async ({ baseUrl, address, signal, now, pass }) => {
  const none = {
    venue: 'pacifica',
    address,
    status: 'none',
    equityUsd: 0,
    availableUsd: 0,
    positions: [],
    droppedRows: 0,
  } as const;
  let reply;
  try {
    reply = await getAccountInfo(baseUrl, address, signal, pass);
  } catch (error) {
    if (isNotFound(error)) return { ...none, readAt: now() };
    throw error;
  }
  if (!reply.success) {
    if (Number(reply.code) === PACIFICA_ACCOUNT_NOT_FOUND) return { ...none, readAt: now() };
    throw malformedReply('account refused');
  }
  const info = readReply(accountInfoSchema, reply.data, 'account data');
  const { rows, rejected } = readRows(await getPositions(baseUrl, address, signal, pass), pacificaPositionSchema);
  return {
    ...none,
    status: 'ok',
    equityUsd: info.account_equity,
    availableUsd: info.available_to_spend,
    positions: rows
      .filter((position) => position.amount > 0)
      .map((position) => ({
        market: position.symbol,
        side: position.side === 'bid' ? 'long' : 'short',
        size: position.amount,
        entryPrice: position.entry_price ?? null,
        valueUsd: null,
        unrealizedPnlUsd: null,
        liquidationPrice: position.liquidation_price,
        openedAt: position.created_at ?? null,
      })),
    droppedRows: rejected,
    readAt: now(),
  };
};

const BUYS: ReadonlySet<string> = new Set(['open_long', 'close_short']);

/**
 * Where a newest-first history stopped short of the window: the page cap reached while the venue still had more
 * leaves the older rows unread, so the history is complete only from the oldest row read (from `now` when none was).
 */
function cutAt(events: readonly AccountEvent[], now: number): number {
  return events.reduce((min, event) => Math.min(min, event.time), now);
}

/** Trade history from `since`, newest first, page after page (the cursor says where the next starts). */
async function readTrades({ baseUrl, address, signal, pass }: AccountReadContext, since: number, now: number) {
  const events: AccountEvent[] = [];
  let dropped = 0;
  let cursor: string | null = null;
  for (let page = 0; page < MAX_HISTORY_PAGES; page += 1) {
    const reply = await getTradeHistory(baseUrl, address, since, cursor, signal, pass);
    const { rows, rejected } = readRows(reply.data, pacificaTradeSchema);
    dropped += rejected;
    for (const trade of rows) {
      if (trade.created_at < since) continue;
      events.push({
        kind: 'fill',
        venue: 'pacifica',
        id: `fill:${String(trade.history_id)}`,
        time: trade.created_at,
        market: trade.symbol,
        side: BUYS.has(trade.side) ? 'buy' : 'sell',
        size: trade.amount,
        price: trade.price,
        feeUsd: trade.fee,
      });
    }
    cursor = reply.has_more && reply.next_cursor ? reply.next_cursor : null;
    if (!cursor) break;
  }
  return { events, dropped, cut: cursor ? cutAt(events, now) : null };
}

/** Funding history has no start time: pages are read, newest first, until they pass the window. */
async function readFunding({ baseUrl, address, signal, pass }: AccountReadContext, since: number, now: number) {
  const events: AccountEvent[] = [];
  let dropped = 0;
  let cursor: string | null = null;
  for (let page = 0; page < MAX_HISTORY_PAGES; page += 1) {
    const reply = await getFundingHistory(baseUrl, address, cursor, signal, pass);
    const { rows, rejected } = readRows(reply.data, pacificaFundingSchema);
    dropped += rejected;
    let passedWindow = false;
    for (const payment of rows) {
      if (payment.created_at < since) {
        passedWindow = true;
        continue;
      }
      events.push({
        kind: 'funding',
        venue: 'pacifica',
        id: `funding:${String(payment.history_id)}`,
        time: payment.created_at,
        market: payment.symbol,
        side: payment.side === 'bid' ? 'long' : payment.side === 'ask' ? 'short' : null,
        size: payment.amount ?? null,
        rate: payment.rate ?? null,
        amountUsd: payment.payout,
      });
    }
    cursor = reply.has_more && reply.next_cursor && !passedWindow ? reply.next_cursor : null;
    if (!cursor) break;
  }
  return { events, dropped, cut: cursor ? cutAt(events, now) : null };
}

/**
 * Fills and funding are two histories paged apart: they are read side by side, not one after the other (each is up to
 * ten pages of 100 rows, and every page is a round trip), so an active account answers in half the time.
 */
export const readPacificaActivity: ActivityReader = async (context) => {
  const { address, now } = context;
  const at = now();
  const since = at - ACTIVITY_WINDOW_MS;
  let parts;
  try {
    parts = await Promise.all([readTrades(context, since, at), readFunding(context, since, at)]);
  } catch (error) {
    if (isNotFound(error)) {
      return { venue: 'pacifica', address, status: 'none', events: [], droppedRows: 0, readAt: now() };
    }
    throw error;
  }
  const [trades, funding] = parts;
  const cut = trades.cut !== null || funding.cut !== null;
  return {
    venue: 'pacifica',
    address,
    status: 'ok',
    events: [...trades.events, ...funding.events],
    droppedRows: trades.dropped + funding.dropped,
    readAt: now(),
    ...(cut ? { cutShort: { fill: trades.cut, funding: funding.cut } } : {}),
  };
};
