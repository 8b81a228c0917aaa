import { env } from '../../config/env';
import { useSourceReads, type SourceReads } from '../accounts/use-reads';
import { InvalidAddressError, readWalletBalance, type WalletBalance } from './wallet-balance';

export { InvalidAddressError };

/** SOL and USDC of each wallet, from the configured Solana node, refreshed like the venue accounts. */
export function useWalletBalances(addresses: readonly string[]): SourceReads<WalletBalance> {
  return useSourceReads(
    ['markets', 'solana', 'balance'],
    addresses,
    (address) => [address],
    (address, signal) => readWalletBalance(env.solanaRpcUrl, address, { signal }),
  );
}
