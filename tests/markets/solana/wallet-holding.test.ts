// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { isWalletAsset, readWalletHolding, SPOT_MINTS } from '../../../src/markets/solana/wallet-holding';
import { DEMO_SPOT_MINTS } from '../../../src/mocks/handlers/solana-rpc';
import { server } from '../../server';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const NOW = Date.UTC(2026, 10, 21, 12);

interface Call {
  method: string;
  params: [string, { mint?: string }?, unknown?];
}

/** The node answers the test's figures and keeps what it was asked. */
function serveNode(result: (call: Call) => unknown) {
  const calls: Call[] = [];
  server.use(
    http.post(env.solanaRpcUrl, async ({ request }) => {
      const body = (await request.json()) as Call & { id: unknown };
      calls.push(body);
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: { context: { slot: 1 }, value: result(body) } });
    }),
  );
  return calls;
}

const tokenAccount = (amount: string, decimals: number) => ({
  pubkey: WALLET,
  account: { data: { parsed: { info: { tokenAmount: { amount, decimals } } } } },
});

describe('what a wallet holds of a spot leg’s asset', () => {
  it('SOL is the wallet’s balance, asked with getBalance only', async () => {
    const calls = serveNode(() => 1_250_000_000);
    expect(await readWalletHolding(env.solanaRpcUrl, WALLET, 'SOL', { now: () => NOW })).toEqual({
      address: WALLET,
      asset: 'SOL',
      units: 1.25,
      readAt: NOW,
    });
    expect(calls.map((call) => call.method)).toEqual(['getBalance']);
  });

  it('BTC, ETH and JUP are their tokens, every account of the mint added', async () => {
    const calls = serveNode(() => [tokenAccount('1500000', 8), tokenAccount('500000', 8)]);
    expect((await readWalletHolding(env.solanaRpcUrl, WALLET, 'BTC')).units).toBeCloseTo(0.02, 12);
    expect(calls[0]).toMatchObject({
      method: 'getTokenAccountsByOwner',
      params: [WALLET, { mint: 'cbbtcf3aa214zXHbiAZQwf4122FBYbraNdFqgw4iMij' }, { encoding: 'jsonParsed' }],
    });
    await readWalletHolding(env.solanaRpcUrl, WALLET, 'ETH');
    await readWalletHolding(env.solanaRpcUrl, WALLET, 'JUP');
    expect(calls.slice(1).map((call) => call.params[1]?.mint)).toEqual([SPOT_MINTS.ETH, SPOT_MINTS.JUP]);
  });

  it('no token account is nothing held', async () => {
    serveNode(() => []);
    expect((await readWalletHolding(env.solanaRpcUrl, WALLET, 'ETH')).units).toBe(0);
  });

  it('an asset without a known token is not read; nor is an address that is not Solana’s', async () => {
    const calls = serveNode(() => 0);
    expect(isWalletAsset('DOGE')).toBe(false);
    expect(isWalletAsset('toString')).toBe(false);
    expect(isWalletAsset('SOL')).toBe(true);
    await expect(readWalletHolding(env.solanaRpcUrl, WALLET, 'DOGE')).rejects.toThrow('DOGE is not read');
    await expect(readWalletHolding(env.solanaRpcUrl, '0xabc', 'SOL')).rejects.toThrow('not an address');
    expect(calls).toEqual([]);
  });

  it('a token account that makes no sense is skipped alone; a reply of nothing but nonsense is malformed', async () => {
    const negative = tokenAccount('-5', 8);
    serveNode(() => [negative, tokenAccount('100000000', 8)]);
    expect((await readWalletHolding(env.solanaRpcUrl, WALLET, 'BTC')).units).toBe(1);
    serveNode(() => [negative]);
    await expect(readWalletHolding(env.solanaRpcUrl, WALLET, 'BTC')).rejects.toMatchObject({ kind: 'malformed' });
    serveNode(() => 'lots');
    await expect(readWalletHolding(env.solanaRpcUrl, WALLET, 'SOL')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('the demo node holds the tokens the app reads, by the same mints', () => {
    const { SOL, ...tokens } = SPOT_MINTS;
    expect(SOL).toBeNull();
    expect(DEMO_SPOT_MINTS).toEqual(tokens);
  });
});
