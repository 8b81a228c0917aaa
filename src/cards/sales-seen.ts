import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { keysOf } from '../lib/query-keys';
import { addSales, type SeenSale } from './model/seen-sales';

const key = keysOf('cards');

/** The cards layer's query keys (lib/query-keys.ts says the style). */
export const cardKeys = { all: key(), sales: () => key('sales') };

/**
 * The sales the feeds delivered this session, of every platform, for comps: in the query cache like the feeds
 * themselves (so cleared on sign-out), written by whoever listens to the feed, read by any panel.
 */
export const salesSeenQuery = () =>
  queryOptions<readonly SeenSale[]>({
    queryKey: cardKeys.sales(),
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function recordSales(client: QueryClient, sales: readonly SeenSale[]): void {
  if (sales.length === 0) return;
  client.setQueryData(salesSeenQuery().queryKey, (kept) => addSales(kept ?? [], sales));
}

const NONE: readonly SeenSale[] = [];

export function useSalesSeen(): readonly SeenSale[] {
  const { data } = useQuery(salesSeenQuery());
  return data ?? NONE;
}
