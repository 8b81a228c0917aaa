import { env } from '../../config/env';
import { sourceReadQuery, useSourceReads, type SourceReads } from '../accounts/use-reads';
import { marketKeys } from '../market-keys';
import { InvalidAddressError, readWalletBalance, type WalletBalance } from './wallet-balance';

export { InvalidAddressError };

/** One wallet's SOL and USDC as a query, from the configured Solana node, refreshed like the venue accounts. */
export function walletBalanceQuery(address: string) {
  return sourceReadQuery(marketKeys.walletBalance(address), (signal) =>
    readWalletBalance(env.solanaRpcUrl, address, { signal }),
  );
}

/** SOL and USDC of each wallet. */
export function useWalletBalances(addresses: readonly string[]): SourceReads<WalletBalance> {
  return useSourceReads(marketKeys.walletBalances(), addresses.map(walletBalanceQuery));
}
