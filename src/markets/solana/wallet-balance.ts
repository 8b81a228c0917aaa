import { walletRpc } from './solana-rpc';

export { InvalidAddressError, LAMPORTS_PER_SOL, SOLANA_ADDRESS } from './solana-rpc';

/** USDC's mint on Solana mainnet (Circle). */
export const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

export interface WalletBalance {
  address: string;
  sol: number;
  usdc: number;
  readAt: number;
}

/** A wallet's SOL and USDC, read side by side from the configured Solana node (solana-rpc.ts). */
export async function readWalletBalance(
  rpcUrl: string,
  walletAddress: string,
  { signal, now = Date.now }: { signal?: AbortSignal; now?: () => number } = {},
): Promise<WalletBalance> {
  const wallet = await walletRpc(rpcUrl, walletAddress, signal);
  const [sol, usdc] = await Promise.all([wallet.sol(), wallet.token(USDC_MINT)]);
  return { address: walletAddress, sol, usdc, readAt: now() };
}
