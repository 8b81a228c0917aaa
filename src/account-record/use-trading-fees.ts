import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getAccountRecord } from './account-record';
import { updateAccountRecord } from './update-account-record';
import { refreshAccountRecord, useAccountRecord } from './use-account-record';
import { changedTradingFees, selectTradingFees, type TradingFeeEntry } from './trading-fees';

/** The user's own trading fees, from the shared account record; nothing is asked without a user. */
export function useTradingFees(userId: string | null) {
  return useAccountRecord(userId ?? '', selectTradingFees, { enabled: userId !== null });
}

/**
 * Saves a change to the trading fees. The record is read again just before the write, so that a change made meanwhile
 * elsewhere (another panel, another browser) is written back with it rather than over it.
 */
export function useSaveTradingFees(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Readonly<Record<string, TradingFeeEntry | null>>) => {
      const tradingFees = changedTradingFees(await getAccountRecord(userId), change, new Date());
      await updateAccountRecord(userId, { tradingFees });
      return tradingFees;
    },
    onSuccess: (tradingFees) => refreshAccountRecord(queryClient, userId, { tradingFees }),
  });
}
