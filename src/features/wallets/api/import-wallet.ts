import { useMutation } from '@tanstack/react-query';
import { readReply } from '../../../lib/read-reply';
import { poolClient } from '../../../lib/pool-client';
import { walletReplySchema, type WalletReply } from './wallet-reply';

/** POST {root}/api/solana/import-wallet {privateKey: number[64], userId}. */
export async function importWallet({
  secretKey,
  userId,
}: {
  secretKey: Uint8Array;
  userId: string;
}): Promise<WalletReply> {
  const response = await poolClient.post<unknown>('/api/solana/import-wallet', {
    privateKey: Array.from(secretKey),
    userId,
  });
  return readReply(walletReplySchema, response.data);
}

/** The key is in the mutation's state only while the add dialog is open. */
export function useImportWallet() {
  return useMutation({ mutationFn: importWallet, gcTime: 0 });
}
