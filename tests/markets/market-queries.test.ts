import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountActivityQuery, accountBalanceQuery } from '../../src/markets/accounts/use-venue-accounts';
import { ACCOUNT_REFRESH_MS, sourceReadQuery } from '../../src/markets/accounts/use-reads';
import { venueFeedQuery } from '../../src/markets/live/refresh-venue';
import { marketKeys } from '../../src/markets/market-keys';
import { walletBalanceQuery } from '../../src/markets/solana/use-wallet-balances';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  expect(key.slice(0, prefix.length)).toEqual(prefix);

describe('the query keys of the market data', () => {
  it('put every read under the markets, and each account or wallet under what its refresh button reads again', () => {
    expect(marketKeys.all).toEqual(['markets']);
    expect(marketKeys.venue('aster')).toEqual(['markets', 'venue', 'aster']);
    startsWith(marketKeys.account('balance', 'lighter', '0xa'), marketKeys.accounts('balance'));
    startsWith(marketKeys.account('activity', 'lighter', '0xa'), marketKeys.accounts('activity'));
    expect(marketKeys.account('balance', 'lighter', '0xa')).not.toEqual(
      marketKeys.account('activity', 'lighter', '0xa'),
    );
    startsWith(marketKeys.walletBalance('9Wz'), marketKeys.walletBalances());
    for (const key of [marketKeys.venue('aster'), marketKeys.accounts('balance'), marketKeys.walletBalances()]) {
      startsWith(key, marketKeys.all);
    }
  });
});

describe('the queries of the market data', () => {
  it('a venue: read only by its poller (never stale, never retried at once), kept 10 minutes once unused', () => {
    const query = venueFeedQuery('hyperliquid');
    expect(query.queryKey).toEqual(marketKeys.venue('hyperliquid'));
    expect(query).toMatchObject({
      staleTime: Infinity,
      gcTime: 600_000,
      retry: false,
      structuralSharing: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
  });

  it('an account: read again by the gate every 30 s while shown (keepFresh), fresh for 15 s, no retry, kept 10 minutes', () => {
    expect(ACCOUNT_REFRESH_MS).toBe(30_000);
    const accounts = [
      accountBalanceQuery({ venue: 'hyperliquid', address: '0xa' }),
      accountActivityQuery({ venue: 'pacifica', address: '9Wz' }),
    ];
    expect(accounts.map((query) => query.queryKey)).toEqual([
      marketKeys.account('balance', 'hyperliquid', '0xa'),
      marketKeys.account('activity', 'pacifica', '9Wz'),
    ]);
    for (const query of accounts) {
      // When a venue is read is the gate's (gate/keep-fresh.ts), not react-query's.
      expect(query.refetchInterval).toBeUndefined();
      expect(query).toMatchObject({
        staleTime: 15_000,
        gcTime: 600_000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      });
    }
  });

  it('a wallet (the Solana node, not a venue): every 30 s while shown, fresh for 15 s, no retry, kept 10 minutes', () => {
    const query = walletBalanceQuery('9Wz');
    expect(query.queryKey).toEqual(marketKeys.walletBalance('9Wz'));
    expect(query).toMatchObject({
      refetchInterval: 30_000,
      staleTime: 15_000,
      gcTime: 600_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
  });

  it('hands the read the signal of its query', async () => {
    const seen: AbortSignal[] = [];
    const client = new QueryClient();
    const data = await client.query(
      sourceReadQuery(['markets', 'test'], (signal) => {
        seen.push(signal);
        return Promise.resolve(42);
      }),
    );
    expect(data).toBe(42);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(AbortSignal);
    client.clear();
  });
});
