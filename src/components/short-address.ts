/**
 * An address (a wallet, a buyer, a seller) as the app shows it wherever it is too long to print whole: its first 6
 * and last 6 characters around one ellipsis character, the same everywhere. Short text is shown as it is.
 */
export function shortAddress(address: string): string {
  return address.length > 15 ? `${address.slice(0, 6)}…${address.slice(-6)}` : address;
}

/** The public Solana explorer's page of an address; the address is one path segment, whatever it holds. */
export function solanaExplorerUrl(address: string): string {
  return `https://explorer.solana.com/address/${encodeURIComponent(address)}`;
}
