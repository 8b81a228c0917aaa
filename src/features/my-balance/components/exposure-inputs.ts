import type { AccountView } from '../../../markets/accounts/use-venue-accounts';
import type { AccountBalance } from '../../../markets/model/account';
import type { MarketRow } from '../../../markets/model/board';
import { positionUsd } from '../model/balance-totals';
import type { ExposureInput } from '../model/net-exposure';
import { markOf } from './account-section';

/** The open positions of every account read, each valued as its section values it (the venue's value, else the mark). */
export function exposureInputs(
  accounts: readonly AccountView<AccountBalance>[],
  board: readonly MarketRow[],
): ExposureInput[] {
  return accounts.flatMap((view) => {
    if (view.kind !== 'read' || view.data?.status !== 'ok') return [];
    return view.data.positions.map((position) => ({
      venue: view.venue,
      market: position.market,
      side: position.side,
      size: position.size,
      valueUsd: positionUsd(position.size, position.valueUsd, markOf(board, view.venue, position.market)),
    }));
  });
}
