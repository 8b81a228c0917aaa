import { useMutation } from '@tanstack/react-query';
import { readReply } from '../../../lib/read-reply';
import { poolClient } from '../../../lib/pool-client';
import { walletReplySchema, type WalletReply } from './wallet-reply';

/** POST {root}/api/solana/generate-wallet {userId}. */
export async function generateWallet(userId: string): Promise<WalletReply> {
  const response = await poolClient.post<unknown>('/api/solana/generate-wallet', { userId });
  return readReply(walletReplySchema, response.data);
}

export function useGenerateWallet() {
  return useMutation({ mutationFn: generateWallet });
}
