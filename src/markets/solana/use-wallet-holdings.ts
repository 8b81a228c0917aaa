import { env } from '../../config/env';
import { sourceReadQuery, useSourceReads, type SourceReads } from '../accounts/use-reads';
import { marketKeys } from '../market-keys';
import { readWalletHolding, type WalletHolding } from './wallet-holding';

export interface WalletHoldingRef {
  address: string;
  asset: string;
}

/** One wallet's holding of one asset as a query, refreshed like the venue accounts. */
export function walletHoldingQuery({ address, asset }: WalletHoldingRef) {
  return sourceReadQuery(marketKeys.walletHolding(address, asset), (signal) =>
    readWalletHolding(env.solanaRpcUrl, address, asset, { signal }),
  );
}

/** Each wallet's holding of its asset (a spot leg held in a Solana wallet). */
export function useWalletHoldings(refs: readonly WalletHoldingRef[]): SourceReads<WalletHolding> {
  return useSourceReads(marketKeys.walletHoldings(), refs.map(walletHoldingQuery));
}
