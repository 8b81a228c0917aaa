import { env } from '../../config/env';
import { marketKeys } from '../market-keys';
import type { AccountActivity, AccountBalance } from '../model/account';
import { isAccountAddress } from '../model/account-address';
import type { VenueId } from '../model/venues';
import {
  ACTIVITY_READERS,
  activityUnreadable,
  BALANCE_READERS,
  balanceUnreadable,
  type UnreadableReason,
} from './account-readers';
import { sourceReadQuery, useSourceReads, type SourceRead, type SourceReadQuery } from './use-reads';

/** A venue account the user configured: its venue and public address. */
export interface VenueAccountRef {
  venue: VenueId;
  address: string;
}

/** What can be shown for one configured account. */
export type AccountView<T> =
  | ({ kind: 'read' } & VenueAccountRef & SourceRead<T>)
  | ({ kind: 'unreadable'; reason: UnreadableReason } & VenueAccountRef)
  | ({ kind: 'invalidAddress' } & VenueAccountRef);

export interface AccountViews<T> {
  accounts: AccountView<T>[];
  refresh: () => void;
  refreshing: boolean;
}

/** One account's balances and positions as a query, where its venue publishes them key-less. */
export function accountBalanceQuery({ venue, address }: VenueAccountRef) {
  return sourceReadQuery(marketKeys.account('balance', venue, address), (signal): Promise<AccountBalance> => {
    const reader = BALANCE_READERS[venue];
    if (!reader) throw new Error(`no balance reader for ${venue}`);
    return reader({ baseUrl: env.venueUrls[venue], address, signal, now: Date.now });
  });
}

/** One account's recent fills and funding payments (30 days) as a query, where its venue publishes them key-less. */
export function accountActivityQuery({ venue, address }: VenueAccountRef) {
  return sourceReadQuery(marketKeys.account('activity', venue, address), (signal): Promise<AccountActivity> => {
    const reader = ACTIVITY_READERS[venue];
    if (!reader) throw new Error(`no activity reader for ${venue}`);
    return reader({ baseUrl: env.venueUrls[venue], address, signal, now: Date.now });
  });
}

function useAccountViews<T>(
  kind: 'balance' | 'activity',
  accounts: readonly VenueAccountRef[],
  unreadable: (venue: VenueId) => UnreadableReason | null,
  query: (account: VenueAccountRef) => SourceReadQuery<T>,
): AccountViews<T> {
  const readable = accounts.filter(
    (account) => unreadable(account.venue) === null && isAccountAddress(account.venue, account.address),
  );
  const { reads, refresh, refreshing } = useSourceReads(marketKeys.accounts(kind), readable.map(query));
  const views = accounts.map((account): AccountView<T> => {
    const reason = unreadable(account.venue);
    if (reason) return { kind: 'unreadable', reason, ...account };
    if (!isAccountAddress(account.venue, account.address)) return { kind: 'invalidAddress', ...account };
    const index = readable.indexOf(account);
    const entry = reads[index];
    if (!entry) return { kind: 'invalidAddress', ...account };
    return { kind: 'read', ...account, ...entry };
  });
  return { accounts: views, refresh, refreshing };
}

/** Equity, free margin and open positions of each account, where its venue publishes them key-less. */
export function useAccountBalances(accounts: readonly VenueAccountRef[]): AccountViews<AccountBalance> {
  return useAccountViews('balance', accounts, balanceUnreadable, accountBalanceQuery);
}

/** Recent fills and funding payments (30 days) of each account, where its venue publishes them key-less. */
export function useAccountActivity(accounts: readonly VenueAccountRef[]): AccountViews<AccountActivity> {
  return useAccountViews('activity', accounts, activityUnreadable, accountActivityQuery);
}
