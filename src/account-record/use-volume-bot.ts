import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getAccountRecord } from './account-record';
import { accountRecordKeys } from './account-record-keys';
import { updateAccountRecord } from './update-account-record';
import { refreshAccountRecord, useAccountRecord } from './use-account-record';
import { changedVolumeBot, selectVolumeBot, type VolumeBotChange } from './volume-bot';

/** The user's volume-bot settings (exchanges, strategy bots, the selected bot), from the shared account record. */
export function useVolumeBot(userId: string) {
  return useAccountRecord(userId, selectVolumeBot);
}

/**
 * Saves a change to the volume-bot settings. The record is read again just before the write, so that a change made
 * meanwhile in another panel or browser is written back with it rather than over it.
 */
export function useSaveVolumeBot(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: accountRecordKeys.volumeBotSave(userId),
    // One after the other: each reads what the one before wrote (alert settings change with every click).
    scope: { id: accountRecordKeys.volumeBotSave(userId).join(':') },
    mutationFn: async (change: VolumeBotChange) => {
      const volumeBot = changedVolumeBot(await getAccountRecord(userId), change, new Date());
      await updateAccountRecord(userId, { volumeBot });
      return volumeBot;
    },
    onSuccess: (volumeBot) => refreshAccountRecord(queryClient, userId, { volumeBot }),
  });
}
