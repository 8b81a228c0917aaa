// @vitest-environment happy-dom
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../src/config/env';
import { asApiError } from '../../../src/lib/api-error';
import {
  ACTIVITY_READERS,
  activityUnreadable,
  BALANCE_READERS,
  balanceUnreadable,
} from '../../../src/markets/accounts/account-readers';
import { isAccountAddress } from '../../../src/markets/model/account-address';
import type { BuiltInVenueId } from '../../../src/markets/model/venues';
import { readWalletBalance } from '../../../src/markets/solana/wallet-balance';
import { DEMO_VOLUME_BOT_ADDRESSES } from '../../../src/mocks/db';
import { server } from '../../server';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

const DEMO = DEMO_VOLUME_BOT_ADDRESSES;
const OTHER_EVM = '0x1111111111111111111111111111111111111111';
const OTHER_SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

function readBalance(venue: BuiltInVenueId, address: string) {
  const reader = BALANCE_READERS[venue];
  if (!reader) throw new Error(`no reader for ${venue}`);
  return reader({ baseUrl: VENUE_URLS[venue], address, now: () => NOW });
}

function readActivity(venue: BuiltInVenueId, address: string) {
  const reader = ACTIVITY_READERS[venue];
  if (!reader) throw new Error(`no reader for ${venue}`);
  return reader({ baseUrl: VENUE_URLS[venue], address, now: () => NOW });
}

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return asApiError(error);
  }
  throw new Error('the read succeeded');
}

describe('which venues publish accounts without a key', () => {
  it('balances: Hyperliquid, Lighter and Pacifica; Aster, EdgeX and Backpack need a signed request', () => {
    expect(['hyperliquid', 'lighter', 'pacifica'].map((venue) => balanceUnreadable(venue as BuiltInVenueId))).toEqual([
      null,
      null,
      null,
    ]);
    expect(['aster', 'edgex', 'backpack'].map((venue) => balanceUnreadable(venue as BuiltInVenueId))).toEqual([
      'signedApi',
      'signedApi',
      'signedApi',
    ]);
  });

  it("fills and funding: Hyperliquid and Pacifica; Lighter's need an auth token, the others a signed request", () => {
    expect(activityUnreadable('hyperliquid')).toBeNull();
    expect(activityUnreadable('pacifica')).toBeNull();
    expect(activityUnreadable('lighter')).toBe('authToken');
    expect(activityUnreadable('aster')).toBe('signedApi');
  });

  it('checks the address form per venue: Ethereum, and Solana on Pacifica', () => {
    expect(isAccountAddress('hyperliquid', DEMO.hyperliquid)).toBe(true);
    expect(isAccountAddress('hyperliquid', DEMO.pacifica)).toBe(false);
    expect(isAccountAddress('pacifica', DEMO.pacifica)).toBe(true);
    expect(isAccountAddress('pacifica', DEMO.hyperliquid)).toBe(false);
    expect(isAccountAddress('lighter', '<img src=x onerror=alert(1)>')).toBe(false);
    expect(isAccountAddress('lighter', `${DEMO.lighter} `)).toBe(false);
    // Nothing before or after the address, and no more than its length.
    expect(isAccountAddress('hyperliquid', `ab${OTHER_EVM}`)).toBe(false);
    expect(isAccountAddress('hyperliquid', `${OTHER_EVM}a`)).toBe(false);
    expect(isAccountAddress('pacifica', `0${OTHER_SOLANA}`)).toBe(false);
    expect(isAccountAddress('pacifica', `${OTHER_SOLANA}0`)).toBe(false);
    expect(isAccountAddress('pacifica', `${OTHER_SOLANA}1`)).toBe(false);
    expect(isAccountAddress('pacifica', OTHER_SOLANA.slice(0, 32))).toBe(true);
    expect(isAccountAddress('pacifica', OTHER_SOLANA.slice(0, 31))).toBe(false);
  });
});

describe("the demo's accounts, read as each venue answers", () => {
  // The demo's handlers follow the clock: it is set to the readers' time.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it.each(['hyperliquid', 'lighter', 'pacifica'] as const)('%s: equity, free margin and positions', async (venue) => {
    const balance = await readBalance(venue, DEMO[venue]);
    expect(balance).toMatchObject({ venue, status: 'ok', droppedRows: 0, readAt: NOW });
    expect(balance.equityUsd).toBeGreaterThan(1000);
    expect(balance.availableUsd).toBeGreaterThan(0);
    expect(balance.availableUsd).toBeLessThan(balance.equityUsd);
    expect(balance.positions.length).toBeGreaterThan(0);
    for (const position of balance.positions) expect(position.size).toBeGreaterThan(0);
  });

  it('Hyperliquid: a short is a negative szi; value and PnL as sent', async () => {
    const balance = await readBalance('hyperliquid', DEMO.hyperliquid);
    expect(balance.positions.map((p) => [p.market, p.side])).toEqual([
      ['BTC', 'short'],
      ['ETH', 'short'],
    ]);
    expect(balance.positions[0]?.valueUsd).toBeGreaterThan(3000);
  });

  it.each([
    ['hyperliquid', OTHER_EVM],
    ['lighter', OTHER_EVM],
    ['pacifica', OTHER_SOLANA],
  ] as const)('%s: an address with no account reads as none, not as a failure', async (venue, address) => {
    const balance = await readBalance(venue, address);
    expect(balance).toMatchObject({ status: 'none', equityUsd: 0, positions: [] });
  });

  it.each(['hyperliquid', 'pacifica'] as const)('%s: fills and funding of the last 30 days', async (venue) => {
    const activity = await readActivity(venue, DEMO[venue]);
    expect(activity.status).toBe('ok');
    const fills = activity.events.filter((event) => event.kind === 'fill');
    const funding = activity.events.filter((event) => event.kind === 'funding');
    // Hyperliquid fills every 40 minutes, Pacifica every 3 hours (its trade-history pages cost 12 of its credits).
    expect(fills.length).toBeGreaterThan(200);
    expect(funding.length).toBeGreaterThan(300);
    for (const event of activity.events) {
      expect(event.time).toBeLessThanOrEqual(NOW);
      expect(event.time).toBeGreaterThanOrEqual(NOW - 30 * 86_400_000);
    }
    // Every payment counted once, however many pages it took.
    expect(new Set(activity.events.map((event) => event.id)).size).toBe(activity.events.length);
  });

  it('Pacifica: an address with no account has no activity, said as none', async () => {
    expect(await readActivity('pacifica', OTHER_SOLANA)).toMatchObject({ status: 'none', events: [] });
  });

  it('the data moves: equity an hour later is not the same', async () => {
    const reader = BALANCE_READERS.hyperliquid;
    if (!reader) throw new Error('no reader');
    const at = (time: number) =>
      reader({ baseUrl: VENUE_URLS.hyperliquid, address: DEMO.hyperliquid, now: () => time });
    const first = await at(NOW);
    vi.setSystemTime(NOW + 3_600_000 + 17_000);
    const later = await at(NOW + 3_600_000 + 17_000);
    expect(later.equityUsd).not.toBe(first.equityUsd);
  });
});

describe('hostile account replies', () => {
  const info = () => `${VENUE_URLS.hyperliquid}/info`;

  it('an HTML page is "not data"', async () => {
    server.use(http.post(info(), () => HttpResponse.html('<html><body>502</body></html>')));
    expect(await failureOf(readBalance('hyperliquid', DEMO.hyperliquid))).toMatchObject({ kind: 'notJson' });
  });

  it('NaN for the equity is a shape this app does not know', async () => {
    server.use(
      http.post(info(), () =>
        HttpResponse.json({ marginSummary: { accountValue: 'NaN' }, withdrawable: '1', assetPositions: [] }),
      ),
    );
    expect(await failureOf(readBalance('hyperliquid', DEMO.hyperliquid))).toMatchObject({ kind: 'malformed' });
  });

  it('a position that does not parse is left out and counted; the rest shows', async () => {
    server.use(
      http.post(info(), () =>
        HttpResponse.json({
          marginSummary: { accountValue: '100' },
          withdrawable: '50',
          assetPositions: [
            { position: { coin: 'BTC', szi: '0.1', entryPx: '97000', positionValue: '9700', unrealizedPnl: '1' } },
            { position: { coin: 'ETH', szi: 'lots' } },
          ],
        }),
      ),
    );
    const balance = await readBalance('hyperliquid', DEMO.hyperliquid);
    expect(balance.positions).toHaveLength(1);
    expect(balance.droppedRows).toBe(1);
  });

  it('a fill at a time a Date cannot hold (past 8.64e15 ms) is left out and counted, never shown or exported', async () => {
    const row = (tid: number, time: number | string) => ({
      coin: 'BTC',
      px: '97000',
      sz: '0.1',
      side: 'B',
      time,
      fee: '1',
      tid,
    });
    server.use(
      http.post(info(), async ({ request }) => {
        const body = (await request.clone().json()) as { type: string };
        if (body.type === 'userFunding') return HttpResponse.json([]);
        if (body.type !== 'userFillsByTime') return undefined;
        return HttpResponse.json([row(1, NOW - 1), row(2, 9e15), row(3, '86400000000000001'), row(4, 8.64e15)]);
      }),
    );
    const activity = await readActivity('hyperliquid', DEMO.hyperliquid);
    expect(activity.events.map((event) => event.time)).toEqual([NOW - 1, 8.64e15]);
    expect(activity.droppedRows).toBe(2);
  });

  it('a reply over the size limit is refused', async () => {
    const huge = JSON.stringify({ filler: 'x'.repeat(5 * 1024 * 1024) });
    server.use(http.get(`${VENUE_URLS.lighter}/api/v1/account`, () => HttpResponse.text(huge)));
    expect(await failureOf(readBalance('lighter', DEMO.lighter))).toMatchObject({ kind: 'tooLarge' });
  });

  it('a Lighter code it does not know is a shape it does not know', async () => {
    server.use(http.get(`${VENUE_URLS.lighter}/api/v1/account`, () => HttpResponse.json({ code: 29500 })));
    expect(await failureOf(readBalance('lighter', DEMO.lighter))).toMatchObject({ kind: 'malformed' });
  });

  it('a venue that is down is an HTTP error with its status', async () => {
    server.use(http.get(`${VENUE_URLS.pacifica}/api/v1/account`, () => new HttpResponse('down', { status: 503 })));
    expect(await failureOf(readBalance('pacifica', DEMO.pacifica))).toMatchObject({ kind: 'http', status: 503 });
  });

  it('a reply slower than 15 s is a timeout', async () => {
    vi.useFakeTimers();
    server.use(
      http.get(`${VENUE_URLS.lighter}/api/v1/account`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const pending = failureOf(readBalance('lighter', DEMO.lighter));
    await vi.advanceTimersByTimeAsync(15_001);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    vi.useRealTimers();
  });
});

describe('Solana wallet balances', () => {
  const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

  it('reads SOL (lamports / 1e9) and USDC (amount / 10^decimals) through kit', async () => {
    const balance = await readWalletBalance(env.solanaRpcUrl, WALLET, { now: () => NOW });
    expect(balance.sol).toBeGreaterThan(0.3);
    expect(balance.usdc).toBeGreaterThan(100);
    expect(balance.readAt).toBe(NOW);
  });

  it('adds every USDC account of the wallet', async () => {
    const tokenAccount = (amount: string) => ({
      pubkey: WALLET,
      account: { data: { parsed: { info: { tokenAmount: { amount, decimals: 6 } } } } },
    });
    server.use(
      http.post(env.solanaRpcUrl, async ({ request }) => {
        const body = (await request.json()) as { id: unknown; method: string };
        const result =
          body.method === 'getBalance'
            ? { context: { slot: 1 }, value: 2_500_000_000 }
            : { context: { slot: 1 }, value: [tokenAccount('1500000'), tokenAccount('250000')] };
        return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result });
      }),
    );
    expect(await readWalletBalance(env.solanaRpcUrl, WALLET)).toMatchObject({ sol: 2.5, usdc: 1.75 });
  });

  it('refuses an address that is not a Solana address before asking the node', async () => {
    await expect(readWalletBalance(env.solanaRpcUrl, '<script>alert(1)</script>')).rejects.toThrow('not an address');
  });

  it('an HTML page from the node is "not data"', async () => {
    server.use(http.post(env.solanaRpcUrl, () => HttpResponse.html('<html>blocked</html>')));
    expect(await failureOf(readWalletBalance(env.solanaRpcUrl, WALLET))).toMatchObject({ kind: 'notJson' });
  });

  it('a negative balance is a shape this app does not know', async () => {
    server.use(
      http.post(env.solanaRpcUrl, async ({ request }) => {
        const body = (await request.json()) as { id: unknown };
        return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: { context: { slot: 1 }, value: -5 } });
      }),
    );
    expect(await failureOf(readWalletBalance(env.solanaRpcUrl, WALLET))).toMatchObject({ kind: 'malformed' });
  });
});
