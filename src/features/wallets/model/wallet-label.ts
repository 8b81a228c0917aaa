import type { Wallet } from '../../../wallet-list/wallet';

/**
 * 'Solana Wallet N' for a wallet added without a name: N counts on from the user's wallets (their third wallet is
 * number 3, however the first two are named), skipping a number another wallet already carries.
 */
export function nextDefaultLabel(wallets: readonly Wallet[], prefix = 'Solana Wallet'): string {
  const labels = new Set(wallets.map((wallet) => wallet.label));
  let n = wallets.length + 1;
  while (labels.has(`${prefix} ${n}`)) n++;
  return `${prefix} ${n}`;
}
