import * as z from 'zod/mini';
import { asApiError } from '../../lib/api-error';
import { fetchPublicJson } from '../../lib/public-client';
import { readReply, readRows } from '../../lib/read-reply';
import { nonNegativeDecimal } from '../venues/shared/decimal';

/*
 * What the Solana reads share: @solana/kit's RPC client (loaded with the first read) sending JSON-RPC over our public
 * client, so a node gets no credentials and its replies have the same time and size limits and failure kinds as the
 * venues'; and the readers of its two replies. `getBalance` → {context, value: lamports}; `getTokenAccountsByOwner`
 * with a mint and `jsonParsed` → {context, value: [{pubkey, account: {data: {parsed: {info: {tokenAmount: {amount,
 * decimals, …}}}}}}]} (Solana RPC docs, HTTP methods; @solana/rpc-api's GetBalanceApi and GetTokenAccountsByOwnerApi).
 * kit hands back integers as bigint; they are read as decimal text here.
 */
export const LAMPORTS_PER_SOL = 1_000_000_000;

/** A Solana address: 32 to 44 base58 characters (kit checks it fully before any call). */
export const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export class InvalidAddressError extends Error {
  constructor() {
    super('not an address');
    this.name = 'InvalidAddressError';
  }
}

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

/** The two reads of one wallet, at the configured node. */
export interface WalletRpc {
  /** The wallet's SOL. */
  sol: () => Promise<number>;
  /** The wallet's holding of one token, summed over its token accounts, in the token's units. */
  token: (mint: string) => Promise<number>;
}

/** A wallet's reads; throws InvalidAddressError, before any call, for an address that is not one. */
export async function walletRpc(rpcUrl: string, walletAddress: string, signal?: AbortSignal): Promise<WalletRpc> {
  if (!SOLANA_ADDRESS.test(walletAddress)) throw new InvalidAddressError();
  const { createSolanaRpcFromTransport, isAddress, address } = await import('@solana/kit');
  if (!isAddress(walletAddress)) throw new InvalidAddressError();
  const owner = address(walletAddress);
  const rpc = createSolanaRpcFromTransport(
    <T>({ payload, signal: abort }: { payload: unknown; signal?: AbortSignal }) =>
      fetchPublicJson({ url: rpcUrl, method: 'POST', body: payload, signal: abort }) as Promise<T>,
  );
  // What kit throws of its own (a JSON-RPC error reply, a reply it cannot read) is a reply we could not read.
  const send = <T>(request: { send: (options: { abortSignal?: AbortSignal }) => Promise<T> }) =>
    request.send({ abortSignal: signal }).catch((error: unknown) => {
      throw asApiError(error);
    });
  return {
    sol: async () => {
      const reply = await send(rpc.getBalance(owner, { commitment: 'confirmed' }));
      return readReply(balanceSchema, withoutBigInts(reply), 'getBalance').value / LAMPORTS_PER_SOL;
    },
    token: async (mint) => {
      const reply = await send(
        rpc.getTokenAccountsByOwner(
          owner,
          { mint: address(mint) },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        ),
      );
      const accounts = readReply(tokenAccountsSchema, withoutBigInts(reply), 'getTokenAccountsByOwner').value;
      return readRows(accounts, tokenAccountSchema).rows.reduce((sum, row) => {
        const { amount, decimals } = row.account.data.parsed.info.tokenAmount;
        return sum + amount / 10 ** decimals;
      }, 0);
    },
  };
}
