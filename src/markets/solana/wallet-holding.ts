import { walletRpc } from './solana-rpc';

/**
 * The assets a wallet can hold spot against a Solana venue's perpetual, and where they live: SOL itself, or the token
 * most of Solana holds for the asset (Coinbase's cbBTC for BTC, Wormhole's ETH, Jupiter's JUP), whose mints are the
 * ones the main Solana protocols list. An asset not here is not read: the leg says so rather than guess a token.
 */
export const SPOT_MINTS: Readonly<Record<string, string | null>> = {
  /** SOL itself: the wallet's balance, no token. */
  SOL: null,
  BTC: 'cbbtcf3aa214zXHbiAZQwf4122FBYbraNdFqgw4iMij',
  ETH: '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs',
  JUP: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN',
};

/** Whether a market's base asset can be read from a Solana wallet. */
export const isWalletAsset = (asset: string) => Object.hasOwn(SPOT_MINTS, asset);

export interface WalletHolding {
  address: string;
  asset: string;
  /** In units of the asset. */
  units: number;
  readAt: number;
}

/** How much of one asset a wallet holds, from the configured Solana node: getBalance for SOL, else its token. */
export async function readWalletHolding(
  rpcUrl: string,
  walletAddress: string,
  asset: string,
  { signal, now = Date.now }: { signal?: AbortSignal; now?: () => number } = {},
): Promise<WalletHolding> {
  const mint = SPOT_MINTS[asset];
  if (mint === undefined) throw new Error(`${asset} is not read from a wallet`);
  const wallet = await walletRpc(rpcUrl, walletAddress, signal);
  const units = mint === null ? await wallet.sol() : await wallet.token(mint);
  return { address: walletAddress, asset, units, readAt: now() };
}
