import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SeenSale } from '../../src/cards/model/seen-sales';
import { recordSales, useSalesSeen } from '../../src/cards/sales-seen';
import { StoredSalesContext, type LoadStoredSales } from '../../src/cards/stored-sales';
import { testQueryClient } from '../test-utils';

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

function renderSalesSeen(load: LoadStoredSales | null) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StoredSalesContext value={load}>{children}</StoredSalesContext>
    </QueryClientProvider>
  );
  return { client, ...renderHook(() => useSalesSeen('user-1'), { wrapper }) };
}

describe('the sales comps are worked out from', () => {
  it('the stored ones, read once for the user, then the live ones added, each sale once', async () => {
    const load = vi.fn<LoadStoredSales>(() => Promise.resolve([sale('a', 1_000), sale('b', 2_000)]));
    const { client, result } = renderSalesSeen(load);
    await waitFor(() => expect(result.current.map((seen) => seen.key)).toEqual(['b', 'a']));
    act(() => recordSales(client, [sale('c', 3_000), sale('b', 2_000)]));
    await waitFor(() => expect(result.current.map((seen) => seen.key)).toEqual(['c', 'b', 'a']));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('user-1');
  });

  it('a store that fails (storage refused, corrupt) costs nothing: the live sales alone', async () => {
    const load = vi.fn<LoadStoredSales>(() => Promise.reject(new Error('QuotaExceededError')));
    const { client, result } = renderSalesSeen(load);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => recordSales(client, [sale('live', 5_000)]));
    await waitFor(() => expect(result.current.map((seen) => seen.key)).toEqual(['live']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a reader (no stored history at all) the live sales alone', async () => {
    const { client, result } = renderSalesSeen(null);
    expect(result.current).toEqual([]);
    act(() => recordSales(client, [sale('live', 5_000)]));
    await waitFor(() => expect(result.current.map((seen) => seen.key)).toEqual(['live']));
  });
});
