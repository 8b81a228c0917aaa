import { ACTIVITY_WINDOW_MS, MAX_HISTORY_PAGES, type AccountEvent, type AccountPosition } from '../../model/account';
import type { AccountReadContext, ActivityReader, BalanceReader } from '../shared/account-reader';
import { markOf } from '../shared/position-mark';
import { assetPositionSchema, getClearinghouseState } from './clearinghouse-state';
import { readTimePages } from '../shared/time-pages';
import { getUserFillsByTime, USER_FILLS_PAGE, USER_FILLS_SERVED, userFillSchema } from './user-fills';
import { getUserFunding, USER_FUNDING_PAGE, userFundingRowSchema } from './user-funding';
import { readRows } from '../../../lib/read-reply';

export const readHyperliquidBalance: BalanceReader = async ({ baseUrl, address, signal, now, pass }) => {
  const state = await getClearinghouseState(baseUrl, address, signal, pass);
  const { rows, rejected } = readRows(state.assetPositions, assetPositionSchema);
  const positions: AccountPosition[] = rows
    .filter(({ position }) => position.szi !== 0)
    .map(({ position }) => ({
      market: position.coin,
      side: position.szi > 0 ? 'long' : 'short',
      size: Math.abs(position.szi),
      entryPrice: position.entryPx ?? null,
      valueUsd: position.positionValue ?? null,
      unrealizedPnlUsd: position.unrealizedPnl ?? null,
      markPrice: markOf(position.positionValue, position.szi),
      liquidationPrice: position.liquidationPx,
    }));
  const equityUsd = state.marginSummary.accountValue;
  return {
    venue: 'hyperliquid',
    address,
    // Hyperliquid answers every address; one with nothing in it and no position has, for the user, no account.
    status: equityUsd === 0 && positions.length === 0 && rows.length === 0 ? 'none' : 'ok',
    equityUsd,
    availableUsd: state.withdrawable,
    positions,
    droppedRows: rejected,
    readAt: now(),
  };
};

/**
 * Enough pages for every fill Hyperliquid serves (its latest 10,000, 2,000 a page), one for the fills the pages share
 * (each starts at the last one's time) and one for the page that says there is no more.
 */
const FILL_PAGES = USER_FILLS_SERVED / USER_FILLS_PAGE + 2;

/**
 * Fills from `since`, oldest first, page after page. Where the history is cut short: the page cap reached while pages
 * are still full leaves the newest fills unread (every figure is low: cut at `now`); as many fills as Hyperliquid
 * serves at all means older ones may exist that it no longer serves (cut at the oldest fill read).
 */
async function readFills({ baseUrl, address, signal, pass }: AccountReadContext, since: number, now: number) {
  let dropped = 0;
  const read = await readTimePages(
    async (start) => {
      const raw = await getUserFillsByTime(baseUrl, address, start, signal, pass);
      const { rows, rejected } = readRows(raw, userFillSchema);
      dropped += rejected;
      return { rows, sent: raw.length };
    },
    {
      start: since,
      pageSize: USER_FILLS_PAGE,
      maxPages: FILL_PAGES,
      time: (fill) => fill.time,
      key: (fill) => String(fill.tid),
    },
  );
  const events: AccountEvent[] = read.rows
    .filter((fill) => fill.time >= since)
    .map((fill) => ({
      kind: 'fill',
      venue: 'hyperliquid',
      id: `fill:${String(fill.tid)}`,
      time: fill.time,
      market: fill.coin,
      side: fill.side === 'B' ? 'buy' : 'sell',
      size: fill.sz,
      price: fill.px,
      feeUsd: fill.fee,
    }));
  const oldest = events.reduce((min, event) => Math.min(min, event.time), now);
  const cut = read.capped ? now : read.rows.length + dropped >= USER_FILLS_SERVED ? oldest : null;
  return { events, dropped, cut };
}

/** Funding comes oldest first, a page at a time: the next page starts just after the last payment read. */
async function readFunding({ baseUrl, address, signal, pass }: AccountReadContext, since: number, now: number) {
  const events: AccountEvent[] = [];
  let dropped = 0;
  let start = since;
  // Oldest first: a cap reached on a full page leaves the newest payments unread, so every figure is low.
  let cut: number | null = now;
  for (let page = 0; page < MAX_HISTORY_PAGES; page += 1) {
    const raw = await getUserFunding(baseUrl, address, start, signal, pass);
    const { rows, rejected } = readRows(raw, userFundingRowSchema);
    dropped += rejected;
    for (const row of rows) {
      events.push({
        kind: 'funding',
        venue: 'hyperliquid',
        id: `funding:${String(row.time)}:${row.delta.coin}`,
        time: row.time,
        market: row.delta.coin,
        side: row.delta.szi === 0 ? null : row.delta.szi > 0 ? 'long' : 'short',
        size: Math.abs(row.delta.szi),
        rate: row.delta.fundingRate ?? null,
        amountUsd: row.delta.usdc,
      });
    }
    const last = rows.reduce((latest, row) => Math.max(latest, row.time), start);
    if (raw.length < USER_FUNDING_PAGE || last <= start) {
      cut = null;
      break;
    }
    start = last + 1;
  }
  return { events, dropped, cut };
}

/** Fills and funding (each paged by time) are read side by side, not one after the other. */
export const readHyperliquidActivity: ActivityReader = async (context) => {
  const { address, now } = context;
  const at = now();
  const since = at - ACTIVITY_WINDOW_MS;
  const [fills, funding] = await Promise.all([readFills(context, since, at), readFunding(context, since, at)]);
  const cut = fills.cut !== null || funding.cut !== null;
  return {
    venue: 'hyperliquid',
    address,
    status: 'ok',
    events: [...fills.events, ...funding.events],
    droppedRows: fills.dropped + funding.dropped,
    readAt: now(),
    ...(cut ? { cutShort: { fill: fills.cut, funding: funding.cut } } : {}),
  };
};
