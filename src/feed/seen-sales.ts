import { queryOptions, skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { keysOf } from '../lib/query-keys';
import { addSales, mergeSales, type SeenSale } from './model/seen-sales';

const key = keysOf('seen-sales');

/** The seen sales' query keys (lib/query-keys.ts says the style). */
export const seenSalesKeys = {
  all: key(),
  sales: () => key('sales'),
  stored: (userId: string) => key('stored-sales', userId),
};

/**
 * The sales the feeds delivered, of every platform, for comps: those stored before (read once a session) and the live
 * ones. In the query cache like the feeds themselves (so cleared on sign-out), written by whoever listens to the feed,
 * read by any panel.
 */
export const salesSeenQuery = () =>
  queryOptions<readonly SeenSale[]>({
    queryKey: seenSalesKeys.sales(),
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function recordSales(client: QueryClient, sales: readonly SeenSale[]): void {
  if (sales.length === 0) return;
  client.setQueryData(salesSeenQuery().queryKey, (kept) => addSales(kept ?? [], sales));
}

const NONE: readonly SeenSale[] = [];

/**
 * A user's stored sales (the feeds' history), fetched with the first comps shown, so that no page carries the
 * history's code before a panel needs it.
 */
async function loadStoredSales(userId: string): Promise<readonly SeenSale[]> {
  const { readStoredSales } = await import('./history/stored-sales');
  return readStoredSales(userId);
}

/**
 * Every sale seen, the user's stored ones with them: the first panel that shows comps reads the store (one read for
 * every panel, once a session), then the live sales are added as they arrive. A store that fails adds nothing; comps
 * go on with the live sales.
 */
export function useSalesSeen(userId: string): readonly SeenSale[] {
  const client = useQueryClient();
  useQuery({
    queryKey: seenSalesKeys.stored(userId),
    queryFn: async () => {
      const stored = await loadStoredSales(userId).catch(() => NONE);
      if (stored.length > 0) {
        client.setQueryData(salesSeenQuery().queryKey, (kept) => mergeSales(kept ?? [], stored));
      }
      return stored.length;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const { data } = useQuery(salesSeenQuery());
  return data ?? NONE;
}
