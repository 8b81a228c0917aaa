import { http, HttpResponse } from 'msw';
import { env } from '../../config/env';
import { networkDelay } from '../latency';

/**
 * The demo's Solana node: JSON-RPC `getBalance` and `getTokenAccountsByOwner` (jsonParsed, by mint) at
 * VITE_SOLANA_RPC_URL, in the node's own reply shapes. Every valid address holds some SOL and USDC that drift with the
 * clock, so the balance panel moves; an address that is not base58 is refused as a real node refuses it.
 */
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
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
  const { lamports, usdcUnits } = demoWalletHoldings(owner, now);
  const context = { apiVersion: '2.2.0', slot: slot(now) };
  if (body.method === 'getBalance')
    return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: { context, value: lamports } });
  const amount = String(usdcUnits);
  return HttpResponse.json({
    jsonrpc: '2.0',
    id: body.id,
    result: {
      context,
      value: [
        {
          pubkey: `${owner.slice(0, 20)}UsdcAccount`,
          account: {
            data: {
              parsed: {
                info: {
                  isNative: false,
                  mint: USDC_MINT,
                  owner,
                  state: 'initialized',
                  tokenAmount: {
                    amount,
                    decimals: 6,
                    uiAmount: usdcUnits / 1e6,
                    uiAmountString: String(usdcUnits / 1e6),
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
