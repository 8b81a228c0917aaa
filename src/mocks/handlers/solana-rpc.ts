import { http, HttpResponse } from 'msw';
import { env } from '../../config/env';
import { networkDelay } from '../latency';

/**
 * The demo's Solana node: JSON-RPC `getBalance` and `getTokenAccountsByOwner` (jsonParsed, by mint) at
 * VITE_SOLANA_RPC_URL, in the node's own reply shapes. Every valid address holds some SOL and USDC, and some of the
 * tokens a spot leg is read from (cbBTC, Wormhole ETH, JUP), that drift with the clock, so the balance panel and a
 * cash-and-carry's spot leg move; any other mint is not held; an address that is not base58 is refused as a real node
 * refuses it.
 */
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
/** cbBTC, Wormhole ETH and JUP: the tokens a spot leg is read from (the app's markets/solana/wallet-holding.ts). */
export const DEMO_SPOT_MINTS = {
  BTC: 'cbbtcf3aa214zXHbiAZQwf4122FBYbraNdFqgw4iMij',
  ETH: '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs',
  JUP: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN',
} as const;
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

function seedOf(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return (value >>> 0) / 4294967295;
}

const drift = (now: number, seed: number) => 1 + 0.01 * Math.sin((2 * Math.PI * now) / 120_000 + seed * 6.283);

/** Lamports and USDC base units (6 decimals) of a demo wallet at a moment. */
export function demoWalletHoldings(address: string, now = Date.now()): { lamports: number; usdcUnits: number } {
  const seed = seedOf(address);
  return {
    lamports: Math.round((0.4 + seed * 24) * drift(now, seed) * 1e9),
    usdcUnits: Math.round((150 + seed * 4_800) * drift(now, seed + 0.5) * 1e6),
  };
}

/** The spot tokens a demo wallet holds: base units at a moment, with their decimals; null for a mint not held. */
function demoToken(owner: string, mint: unknown, now: number): { units: number; decimals: number } | null {
  const seed = seedOf(owner);
  if (mint === USDC_MINT) return { units: demoWalletHoldings(owner, now).usdcUnits, decimals: 6 };
  const held: Record<string, { amount: number; decimals: number }> = {
    [DEMO_SPOT_MINTS.BTC]: { amount: 0.01 + seed * 0.2, decimals: 8 },
    [DEMO_SPOT_MINTS.ETH]: { amount: 0.2 + seed * 3, decimals: 8 },
    [DEMO_SPOT_MINTS.JUP]: { amount: 100 + seed * 5_000, decimals: 6 },
  };
  const token = typeof mint === 'string' ? held[mint] : undefined;
  if (!token) return null;
  return { units: Math.round(token.amount * drift(now, seed + 0.25) * 10 ** token.decimals), decimals: token.decimals };
}

interface RpcRequest {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

const slot = (now: number) => Math.floor(now / 400);
const rpcError = (id: unknown, code: number, message: string) =>
  HttpResponse.json({ jsonrpc: '2.0', id, error: { code, message } });

export function solanaRpcReply(body: RpcRequest, now = Date.now()) {
  const params = Array.isArray(body.params) ? (body.params as unknown[]) : [];
  const owner = typeof params[0] === 'string' ? params[0] : '';
  if (body.method !== 'getBalance' && body.method !== 'getTokenAccountsByOwner') {
    return rpcError(body.id, -32601, 'Method not found');
  }
  if (!BASE58.test(owner)) return rpcError(body.id, -32602, 'Invalid param: Invalid');
  const { lamports } = demoWalletHoldings(owner, now);
  const context = { apiVersion: '2.2.0', slot: slot(now) };
  if (body.method === 'getBalance')
    return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: { context, value: lamports } });
  const filter = params[1] !== null && typeof params[1] === 'object' ? (params[1] as { mint?: unknown }) : {};
  const token = demoToken(owner, filter.mint, now);
  if (!token) return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: { context, value: [] } });
  const amount = String(token.units);
  const uiAmount = token.units / 10 ** token.decimals;
  return HttpResponse.json({
    jsonrpc: '2.0',
    id: body.id,
    result: {
      context,
      value: [
        {
          pubkey: `${owner.slice(0, 20)}TokenAccount`,
          account: {
            data: {
              parsed: {
                info: {
                  isNative: false,
                  mint: filter.mint,
                  owner,
                  state: 'initialized',
                  tokenAmount: {
                    amount,
                    decimals: token.decimals,
                    uiAmount,
                    uiAmountString: String(uiAmount),
                  },
                },
                type: 'account',
              },
              program: 'spl-token',
              space: 165,
            },
            executable: false,
            lamports: 2_039_280,
            owner: TOKEN_PROGRAM,
            rentEpoch: 361,
            space: 165,
          },
        },
      ],
    },
  });
}

export const solanaRpcHandlers = [
  http.post(env.solanaRpcUrl, async ({ request }) => {
    await networkDelay();
    const body = (await request.json().catch(() => null)) as RpcRequest | null;
    if (!body || typeof body !== 'object') return rpcError(null, -32700, 'Parse error');
    return solanaRpcReply(body);
  }),
];
