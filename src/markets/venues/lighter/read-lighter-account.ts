import type { AccountPosition } from '../../model/account';
import type { BalanceReader } from '../shared/account-reader';
import { markOf } from '../shared/position-mark';
import { getLighterAccount, LIGHTER_ACCOUNT_NOT_FOUND, lighterAccountSchema, lighterPositionSchema } from './account';
import { malformedReply, readRows } from '../../../lib/read-reply';

/** An address's Lighter accounts added together: the main account and its sub-accounts are one user's money. */
export const readLighterBalance: BalanceReader = async ({ baseUrl, address, signal, now, pass }) => {
  const reply = await getLighterAccount(baseUrl, address, signal, pass);
  const none = { venue: 'lighter', address, equityUsd: 0, availableUsd: 0, positions: [], droppedRows: 0 } as const;
  if (reply.code === LIGHTER_ACCOUNT_NOT_FOUND) return { ...none, status: 'none', readAt: now() };
  if (reply.code !== 200 || !reply.accounts) throw malformedReply(`account code ${String(reply.code)}`);
  if (reply.accounts.length === 0) return { ...none, status: 'none', readAt: now() };
  const accounts = readRows(reply.accounts, lighterAccountSchema);
  let dropped = accounts.rejected;
  const positions: AccountPosition[] = [];
  for (const account of accounts.rows) {
    const parsed = readRows(account.positions ?? [], lighterPositionSchema);
    dropped += parsed.rejected;
    for (const position of parsed.rows) {
      if (position.position === 0 || (position.sign !== 1 && position.sign !== -1)) continue;
      positions.push({
        market: position.symbol,
        side: position.sign === 1 ? 'long' : 'short',
        size: position.position,
        entryPrice: position.avg_entry_price ?? null,
        valueUsd: position.position_value ?? null,
        unrealizedPnlUsd: position.unrealized_pnl ?? null,
        markPrice: markOf(position.position_value, position.position),
        liquidationPrice: position.liquidation_price,
      });
    }
  }
  return {
    ...none,
    status: 'ok',
    equityUsd: accounts.rows.reduce((sum, account) => sum + account.total_asset_value, 0),
    availableUsd: accounts.rows.reduce((sum, account) => sum + account.available_balance, 0),
    positions,
    droppedRows: dropped,
    readAt: now(),
  };
};
