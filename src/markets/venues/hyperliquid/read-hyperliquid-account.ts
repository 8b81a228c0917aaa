import { ACTIVITY_WINDOW_MS, MAX_HISTORY_PAGES, type AccountEvent, type AccountPosition } from '../../model/account';
import type { ActivityReader, BalanceReader } from '../shared/account-reader';
import { markOf } from '../shared/position-mark';
import { assetPositionSchema, getClearinghouseState } from './clearinghouse-state';
import { getUserFills, userFillSchema } from './user-fills';
import { getUserFunding, USER_FUNDING_PAGE, userFundingRowSchema } from './user-funding';
import { readRows } from '../../../lib/read-reply';

export const readHyperliquidBalance: BalanceReader = async ({ baseUrl, address, signal, now }) => {
  const state = await getClearinghouseState(baseUrl, address, signal);
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

async function readFills(baseUrl: string, address: string, since: number, signal?: AbortSignal) {
  const fills = readRows(await getUserFills(baseUrl, address, signal), userFillSchema);
  const events: AccountEvent[] = fills.rows
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
  return { events, dropped: fills.rejected };
}

/** Funding comes oldest first, a page at a time: the next page starts just after the last payment read. */
async function readFunding(baseUrl: string, address: string, since: number, signal?: AbortSignal) {
  const events: AccountEvent[] = [];
  let dropped = 0;
  let start = since;
  for (let page = 0; page < MAX_HISTORY_PAGES; page += 1) {
    const raw = await getUserFunding(baseUrl, address, start, signal);
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
    if (raw.length < USER_FUNDING_PAGE || last <= start) break;
    start = last + 1;
  }
  return { events, dropped };
}

/** Fills (one call) and funding (paged) are read side by side, not one after the other. */
export const readHyperliquidActivity: ActivityReader = async ({ baseUrl, address, signal, now }) => {
  const since = now() - ACTIVITY_WINDOW_MS;
  const [fills, funding] = await Promise.all([
    readFills(baseUrl, address, since, signal),
    readFunding(baseUrl, address, since, signal),
  ]);
  return {
    venue: 'hyperliquid',
    address,
    status: 'ok',
    events: [...fills.events, ...funding.events],
    droppedRows: fills.dropped + funding.dropped,
    readAt: now(),
  };
};
