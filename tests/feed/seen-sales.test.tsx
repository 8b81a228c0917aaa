import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { flushHistory, recordHistory } from '../../src/feed/history/history-store';
import type { FeedEvent } from '../../src/feed/model/feed-event';
import type { SeenSale } from '../../src/feed/model/seen-sales';
import { recordSales, useSalesSeen } from '../../src/feed/seen-sales';
import { testQueryClient } from '../test-utils';
import { storedEvent } from './history-fixtures';

const sale = (key: string, time: number): SeenSale => ({
  key,
  platform: 'courtyard',
  certificate: '70211010',
  feedName: null,
  grade: 10,
  priceUSD: 2_000,
  time,
  link: null,
});

/** A sale of an earlier session, as the feeds' history keeps it; its seen sale's key is `${tokenMint}|${time}`. */
const storedSale = (tokenMint: string, time: number): FeedEvent =>
  storedEvent({
    kind: 'sale',
    platform: 'courtyard',
    tokenMint,
    psaId: '70211010',
    priceUSD: 2_000,
    time,
    receivedAt: Date.now() - 60_000,
    timestampKey: String(time),
  });

async function keptSales(userId: string, ...sales: FeedEvent[]) {
  recordHistory(userId, sales);
  await flushHistory();
}

function renderSalesSeen(client: QueryClient = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useSalesSeen('user-1'), { wrapper }) };
}

const keys = (sales: readonly SeenSale[]) => sales.map((seen) => seen.key);

describe('the sales comps are worked out from', () => {
  it('the stored ones, read once for the user, then the live ones added, each sale once', async () => {
    await keptSales('user-1', storedSale('a', 1_000), storedSale('b', 2_000));
    await keptSales('user-2', storedSale('not-mine', 1_500));
    const { client, result } = renderSalesSeen();
    await waitFor(() => expect(keys(result.current)).toEqual(['b|2000', 'a|1000']));
    act(() => recordSales(client, [sale('c', 3_000), sale('b|2000', 2_000)]));
    await waitFor(() => expect(keys(result.current)).toEqual(['c', 'b|2000', 'a|1000']));
    // Stored later in the session: the store is not read again (a second panel shares the first read).
    await keptSales('user-1', storedSale('later', 2_500));
    const second = renderSalesSeen(client);
    expect(client.isFetching()).toBe(0);
    expect(keys(second.result.current)).toEqual(['c', 'b|2000', 'a|1000']);
  });

  it('a store that fails (storage refused, corrupt) costs nothing: the live sales alone', async () => {
    const open = vi.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { client, result } = renderSalesSeen();
    await waitFor(() => expect(open).toHaveBeenCalled());
    act(() => recordSales(client, [sale('live', 5_000)]));
    await waitFor(() => expect(keys(result.current)).toEqual(['live']));
  });

  it('without a stored history at all, the live sales alone', async () => {
    Reflect.deleteProperty(globalThis, 'indexedDB');
    const { client, result } = renderSalesSeen();
    expect(result.current).toEqual([]);
    act(() => recordSales(client, [sale('live', 5_000)]));
    await waitFor(() => expect(keys(result.current)).toEqual(['live']));
  });
});
