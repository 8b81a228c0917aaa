import * as z from 'zod/mini';
import { asApiError } from '../../lib/api-error';
import { fetchPublicJson } from '../../lib/public-client';
import { readReply, readRows } from '../../lib/read-reply';
import { nonNegativeDecimal } from '../venues/shared/decimal';

/** USDC's mint on Solana mainnet (Circle). */
export const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const LAMPORTS_PER_SOL = 1_000_000_000;

/*
 * Two JSON-RPC calls to the configured Solana node, through @solana/kit's RPC client (loaded with the first read):
 * `getBalance` → {context, value: lamports} and `getTokenAccountsByOwner` with the USDC mint and `jsonParsed` →
 * {context, value: [{pubkey, account: {data: {parsed: {info: {tokenAmount: {amount, decimals, …}}}}}}]} (Solana RPC
 * docs, HTTP methods; @solana/rpc-api's GetBalanceApi and GetTokenAccountsByOwnerApi). kit's client sends them over
 * our public client, so a node gets no credentials, and its replies have the same time and size limits and failure
 * kinds as the venues'. kit hands back integers as bigint; they are read as decimal text here.
 */
const balanceSchema = z.object({ value: nonNegativeDecimal });
const tokenAccountsSchema = z.object({ value: z.array(z.unknown()) });
const tokenAccountSchema = z.object({
  account: z.object({
    data: z.object({
      parsed: z.object({
        info: z.object({ tokenAmount: z.object({ amount: nonNegativeDecimal, decimals: nonNegativeDecimal }) }),
      }),
    }),
  }),
});

/** kit's integers (bigint) as decimal text, everything else as it is, so that zod can read the reply. */
function withoutBigInts(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(withoutBigInts);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutBigInts(item)]));
  }
  return value;
}

export interface WalletBalance {
  address: string;
  sol: number;
  usdc: number;
  readAt: number;
}

/** A Solana address: 32 to 44 base58 characters (kit checks it fully before any call). */
export const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export class InvalidAddressError extends Error {
  constructor() {
    super('not an address');
    this.name = 'InvalidAddressError';
  }
}

export async function readWalletBalance(
  rpcUrl: string,
  walletAddress: string,
  { signal, now = Date.now }: { signal?: AbortSignal; now?: () => number } = {},
): Promise<WalletBalance> {
  if (!SOLANA_ADDRESS.test(walletAddress)) throw new InvalidAddressError();
  const { createSolanaRpcFromTransport, isAddress, address } = await import('@solana/kit');
  if (!isAddress(walletAddress)) throw new InvalidAddressError();
  const owner = address(walletAddress);
  const rpc = createSolanaRpcFromTransport(
    <T>({ payload, signal: abort }: { payload: unknown; signal?: AbortSignal }) =>
      fetchPublicJson({ url: rpcUrl, method: 'POST', body: payload, signal: abort }) as Promise<T>,
  );
  // What kit throws of its own (a JSON-RPC error reply, a reply it cannot read) is a reply we could not read.
  const [balance, tokens] = await Promise.all([
    rpc.getBalance(owner, { commitment: 'confirmed' }).send({ abortSignal: signal }),
    rpc
      .getTokenAccountsByOwner(owner, { mint: address(USDC_MINT) }, { encoding: 'jsonParsed', commitment: 'confirmed' })
      .send({ abortSignal: signal }),
  ]).catch((error: unknown) => {
    throw asApiError(error);
  });
  const lamports = readReply(balanceSchema, withoutBigInts(balance), 'getBalance').value;
  const accounts = readReply(tokenAccountsSchema, withoutBigInts(tokens), 'getTokenAccountsByOwner').value;
  const usdc = readRows(accounts, tokenAccountSchema).rows.reduce((sum, row) => {
    const { amount, decimals } = row.account.data.parsed.info.tokenAmount;
    return sum + amount / 10 ** decimals;
  }, 0);
  return { address: walletAddress, sol: lamports / LAMPORTS_PER_SOL, usdc, readAt: now() };
}
