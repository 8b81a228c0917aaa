import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getAccountRecord } from './account-record';
import { updateAccountRecord } from './update-account-record';
import { refreshAccountRecord, useAccountRecord } from './use-account-record';
import { changedBuyingCosts, selectBuyingCosts, type BuyingCostsEntry } from './buying-costs';

/** The user's own buying costs per platform, from the shared account record. */
export function useBuyingCosts(userId: string) {
  return useAccountRecord(userId, selectBuyingCosts);
}

/**
 * Saves a change to the buying costs. The record is read again just before the write, so that a change made meanwhile
 * elsewhere (another panel, another browser) is written back with it rather than over it.
 */
export function useSaveBuyingCosts(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Readonly<Record<string, BuyingCostsEntry | null>>) => {
      const buyingCosts = changedBuyingCosts(await getAccountRecord(userId), change, new Date());
      await updateAccountRecord(userId, { buyingCosts });
      return buyingCosts;
    },
    onSuccess: (buyingCosts) => refreshAccountRecord(queryClient, userId, { buyingCosts }),
  });
}
