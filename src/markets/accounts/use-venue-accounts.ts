import { useEffect } from 'react';
import { queryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { gateOf } from '../gate/gates';
import { keepFresh } from '../gate/keep-fresh';
import { accountReadDue } from './account-read-pace';
import { definitionOf } from '../live/refresh-venue';
import { marketKeys } from '../market-keys';
import type { AccountActivity, AccountBalance } from '../model/account';
import { isAccountAddress } from '../model/account-address';
import type { VenueId } from '../model/venues';
import { useVenues } from '../use-venues';
import { BUILT_IN_REGISTRY, type VenueRegistry } from '../venue-registry';
import { venueBaseUrl } from '../venue-sources';
import type { AccountReadContext } from '../venues/shared/account-reader';
import { activityUnreadable, balanceUnreadable, type UnreadableReason } from './account-readers';
import { ACCOUNT_REFRESH_MS, useSourceReads, type SourceRead, type SourceReadQuery } from './use-reads';

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

type AccountRead<T> = (context: AccountReadContext) => Promise<T>;

/**
 * One account's reads as a query, its requests through the venue's gate; read again every 30 s while a panel shows it
 * (keepAccountsFresh), not while the tab is hidden. A failure is not retried at once: the next refresh tries again.
 */
function accountReadQuery<T>(
  kind: 'balance' | 'activity',
  { venue, address }: VenueAccountRef,
  venues: VenueRegistry,
  readerOf: (accounts: VenueDefinitionAccounts) => AccountRead<T> | undefined,
) {
  // A plain key, as the wallets' queries have, so that both kinds go in one list of a panel's sources.
  const queryKey: QueryKey = marketKeys.account(kind, venue, address);
  return queryOptions({
    queryKey,
    queryFn: ({ signal, client }): Promise<T> => {
      const definition = definitionOf(venue, venues);
      const reader = readerOf(definition.accounts);
      if (!reader) throw new Error(`no ${kind} reader for ${venue}`);
      const pass = gateOf(client, definition).passage({ priority: 'accounts', signal });
      return reader({ baseUrl: venueBaseUrl(definition), address, signal, now: Date.now, pass });
    },
    staleTime: ACCOUNT_REFRESH_MS / 2,
    gcTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

type VenueDefinitionAccounts = ReturnType<typeof definitionOf>['accounts'];

/** One account's balances and positions as a query, where its venue publishes them key-less. */
export function accountBalanceQuery(account: VenueAccountRef, venues: VenueRegistry = BUILT_IN_REGISTRY) {
  return accountReadQuery<AccountBalance>('balance', account, venues, (accounts) => accounts.balance);
}

/** One account's recent fills and funding payments (30 days) as a query, where its venue publishes them key-less. */
export function accountActivityQuery(account: VenueAccountRef, venues: VenueRegistry = BUILT_IN_REGISTRY) {
  return accountReadQuery<AccountActivity>('activity', account, venues, (accounts) => accounts.activity);
}

/** Keeps these accounts' reads fresh while the caller is mounted: every 30 s after the last one ended (account-read-pace.ts). */
function useKeptFresh(queryKeys: readonly QueryKey[]): void {
  const client = useQueryClient();
  const joined = JSON.stringify(queryKeys);
  useEffect(() => {
    const releases = (JSON.parse(joined) as QueryKey[]).map((queryKey) => keepFresh(client, queryKey, accountReadDue));
    return () => {
      for (const release of releases) release();
    };
  }, [client, joined]);
}

function useAccountViews<T>(
  kind: 'balance' | 'activity',
  accounts: readonly VenueAccountRef[],
  unreadableOf: (venue: VenueId, venues: VenueRegistry) => UnreadableReason | null,
  queryOf: (account: VenueAccountRef, venues: VenueRegistry) => SourceReadQuery<T>,
): AccountViews<T> {
  const venues = useVenues();
  const unreadable = (venue: VenueId) => unreadableOf(venue, venues);
  const readable = accounts.filter(
    (account) => unreadable(account.venue) === null && isAccountAddress(account.venue, account.address, venues),
  );
  const queries = readable.map((account) => queryOf(account, venues));
  useKeptFresh(queries.map((query) => query.queryKey));
  const { reads, refresh, refreshing } = useSourceReads(marketKeys.accounts(kind), queries);
  const views = accounts.map((account): AccountView<T> => {
    const reason = unreadable(account.venue);
    if (reason) return { kind: 'unreadable', reason, ...account };
    if (!isAccountAddress(account.venue, account.address, venues)) return { kind: 'invalidAddress', ...account };
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
