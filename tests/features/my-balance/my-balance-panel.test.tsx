import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../src/config/env';
import { db, DEMO_VOLUME_BOT_ADDRESSES } from '../../../src/mocks/db';
import { i18n } from '../../../src/i18n';
import { gate } from '../../gate';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const SECOND_WALLET = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy';

function storeWallets(...wallets: { address: string; label: string }[]) {
  localStorage.setItem(
    'poolbot_wallets',
    JSON.stringify(
      wallets.map((wallet, index) => ({
        id: `w${index}`,
        publicKey: wallet.address,
        createdAt: '2026-11-01T00:00:00.000Z',
        type: 'solana',
        userId: '1',
        ...wallet,
      })),
    ),
  );
}

function setDemoAddress(venue: 'hyperliquid' | 'lighter' | 'pacifica', address: string) {
  const record = db().users.find((user) => user.username === 'demo');
  const volumeBot = record?.volumeBot as { exchanges: Record<string, { address: string }> };
  const entry = volumeBot.exchanges[venue];
  if (entry) entry.address = address;
}

async function openMyBalance() {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Features', 'My Balance');
  const panel = await screen.findByRole('region', { name: 'My Balance' });
  return { ...utils, panel };
}

const section = (panel: HTMLElement, venue: string) => within(panel).findByRole('region', { name: venue });

afterEach(() => {
  vi.useRealTimers();
});

describe('My Balance', () => {
  it("shows each configured account's equity, free margin and positions, the wallets and a total", async () => {
    storeWallets({ address: WALLET, label: 'Farming wallet' });
    const { panel } = await openMyBalance();
    for (const venue of ['Hyperliquid', 'Lighter', 'Pacifica']) {
      expect(await within(await section(panel, venue)).findByText(/Equity/)).toBeInTheDocument();
    }
    expect(
      within(await section(panel, 'Hyperliquid')).getByRole('table', { name: 'Open positions on Hyperliquid' }),
    ).toBeInTheDocument();
    const wallets = await within(panel).findByRole('table', { name: 'Solana wallet balances' });
    expect(await within(wallets).findByText(/read .* ago/)).toBeInTheDocument();
    expect(within(wallets).getByText('Farming wallet')).toBeInTheDocument();
    expect(await within(panel).findByText(/SOL at \$.* \(mark price on Hyperliquid\)/)).toBeInTheDocument();
    const total = within(panel).getByLabelText('Total');
    expect(total.textContent).toMatch(/^\$[\d,]+\.\d\d$/);
  });

  it('a venue that is down says so in its own section; the others show their figures', async () => {
    server.use(
      http.get(`${VENUE_URLS.lighter}/api/v1/account`, () => new HttpResponse('Service Unavailable', { status: 503 })),
    );
    const { panel } = await openMyBalance();
    expect(
      await within(await section(panel, 'Lighter')).findByText('Lighter could not be read (error 503).'),
    ).toBeInTheDocument();
    expect(await within(await section(panel, 'Hyperliquid')).findByText(/Equity/)).toBeInTheDocument();
    expect(within(await section(panel, 'Hyperliquid')).queryByText(/could not be read/)).toBeNull();
    expect(within(panel).getByText('Sources that could not be read are left out of the total.')).toBeInTheDocument();
  });

  it('a venue with no reply within 15 s says so in its own section; the others show their figures', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get(`${VENUE_URLS.lighter}/api/v1/account`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { panel } = await openMyBalance();
    expect(await within(await section(panel, 'Hyperliquid')).findByText(/Equity/)).toBeInTheDocument();
    const lighter = await section(panel, 'Lighter');
    expect(within(lighter).queryByText(/could not be read/)).toBeNull();
    await vi.advanceTimersByTimeAsync(15_001);
    expect(await within(lighter).findByText('Lighter could not be read (no reply within 15 s).')).toBeInTheDocument();
    expect(within(await section(panel, 'Hyperliquid')).getByText(/Equity/)).toBeInTheDocument();
  });

  it.each([
    [
      'an HTML page',
      () => HttpResponse.html('<html><body><h1>Bad gateway</h1></body></html>'),
      'its reply is not data',
    ],
    [
      'NaN for the equity',
      () => HttpResponse.json({ success: true, data: { account_equity: 'NaN', available_to_spend: '1' } }),
      'its reply is in a format this app does not know',
    ],
    ['5 MB of data', () => HttpResponse.text(`{"x":"${'a'.repeat(5 * 1024 * 1024)}"}`), 'its reply is too large'],
  ])('Pacifica answering %s: its section says why, nothing of it runs', async (_name, reply, reason) => {
    server.use(http.get(`${VENUE_URLS.pacifica}/api/v1/account`, reply));
    const { panel } = await openMyBalance();
    expect(
      await within(await section(panel, 'Pacifica')).findByText(`Pacifica could not be read (${reason}).`),
    ).toBeInTheDocument();
    expect(await within(await section(panel, 'Hyperliquid')).findByText(/Equity/)).toBeInTheDocument();
    expect(document.querySelector('h1')?.textContent).not.toBe('Bad gateway');
  });

  it('an address with no account says so; a hostile address is shown as text and never sent', async () => {
    const hostile = '<img src=x onerror="window.hacked=1">';
    setDemoAddress('hyperliquid', hostile);
    setDemoAddress('lighter', '0x1111111111111111111111111111111111111111');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    const { panel } = await openMyBalance();
    expect(
      await within(await section(panel, 'Lighter')).findByText('Lighter has no account at this address.'),
    ).toBeInTheDocument();
    const hyperliquid = await section(panel, 'Hyperliquid');
    expect(within(hyperliquid).getByText(hostile)).toBeInTheDocument();
    expect(hyperliquid.querySelector('img')).toBeNull();
    expect(
      within(hyperliquid).getByText(
        /This address is not of the Ethereum \(0x…\) form, so nothing was asked of Hyperliquid/,
      ),
    ).toBeInTheDocument();
    expect(asked.some((url) => url.includes('onerror'))).toBe(false);
    server.events.removeAllListeners();
  });

  it('a wallet the node cannot read says so in its row; the other wallet shows its balance', async () => {
    storeWallets({ address: WALLET, label: 'Good' }, { address: SECOND_WALLET, label: 'Refused' });
    server.use(
      http.post(env.solanaRpcUrl, async ({ request }) => {
        const text = await request.clone().text();
        if (text.includes(SECOND_WALLET)) return new HttpResponse('rate limited', { status: 429 });
        return undefined;
      }),
    );
    const { panel } = await openMyBalance();
    const wallets = await within(panel).findByRole('table', { name: 'Solana wallet balances' });
    const refused = (await within(wallets).findByText('Refused')).closest('tr');
    expect(
      await within(refused as HTMLElement).findByText('the Solana node could not be read (error 429)'),
    ).toBeInTheDocument();
    const good = within(wallets).getByText('Good').closest('tr');
    expect(await within(good as HTMLElement).findByText(/read .* ago/)).toBeInTheDocument();
  });

  it('Aster, EdgeX and Backpack accounts say why they cannot be shown', async () => {
    const record = db().users.find((user) => user.username === 'demo');
    const volumeBot = record?.volumeBot as { exchanges: Record<string, unknown> };
    volumeBot.exchanges.aster = {
      enabled: true,
      address: '0x2222222222222222222222222222222222222222',
      markets: ['BTC'],
      targetDailyVolumeUsd: 1000,
      maxPositionUsd: 1000,
      maxLeverage: 2,
      savedAt: '2026-11-20T09:30:00.000Z',
    };
    const { panel } = await openMyBalance();
    expect(
      await within(await section(panel, 'Aster')).findByText(
        "Aster serves account data only to requests signed with the account's API key, which this app never asks for.",
      ),
    ).toBeInTheDocument();
    expect(DEMO_VOLUME_BOT_ADDRESSES.hyperliquid).toMatch(/^0x/);
  });
});

/** Hyperliquid's account for the demo address, with the positions a test puts there. */
function hyperliquidPositions(positions: { coin: string; szi: string; positionValue: string }[]) {
  return http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
    const body = (await request.clone().json()) as { type: string };
    if (body.type !== 'clearinghouseState') return undefined;
    const summary = { accountValue: '10000', totalNtlPos: '0', totalRawUsd: '10000', totalMarginUsed: '8500' };
    return HttpResponse.json({
      marginSummary: summary,
      crossMarginSummary: summary,
      withdrawable: '1500',
      assetPositions: positions.map((position) => ({ type: 'oneWay', position })),
    });
  });
}

/** The Pacifica account's Solana wallet holds no SOL: its short is then the only SOL there (the wallet's own tests are in exposure-not-counted). */
function emptyPacificaWallet() {
  return http.post(env.solanaRpcUrl, async ({ request }) => {
    const body = (await request.clone().json()) as { id: unknown; method: string; params: [string] };
    if (body.params[0] !== DEMO_VOLUME_BOT_ADDRESSES.pacifica) return undefined;
    const value = body.method === 'getBalance' ? 0 : [];
    return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: { context: { slot: 1 }, value } });
  });
}

function pacificaPositions(positions: { symbol: string; side: 'bid' | 'ask'; amount: string }[]) {
  return http.get(`${VENUE_URLS.pacifica}/api/v1/positions`, () =>
    HttpResponse.json({ success: true, data: positions.map((p) => ({ ...p, entry_price: '150' })), error: null }),
  );
}

describe('My Balance: net exposure and margin use', () => {
  it('a hedged pair across venues nets to zero and reads Balanced; a leg alone, with Lighter down, is one side known; hostile sizes are text', async () => {
    server.use(
      emptyPacificaWallet(),
      http.get(`${VENUE_URLS.lighter}/api/v1/account`, () => new HttpResponse('down', { status: 503 })),
      hyperliquidPositions([
        { coin: 'SOL', szi: '10', positionValue: '1500' },
        { coin: 'ETH', szi: '-1', positionValue: '3000' },
        { coin: 'HUGE', szi: '1e308', positionValue: '1' },
        { coin: '<b>bold</b>', szi: '2', positionValue: '1' },
      ]),
      pacificaPositions([{ symbol: 'SOL', side: 'ask', amount: '10' }]),
    );
    const { panel } = await openMyBalance();
    const table = await within(panel).findByRole('table', { name: 'Net exposure per asset' });
    const row = async (asset: string) =>
      // The asset's cell names it, then the venues that hold it.
      (await within(table).findByRole('rowheader', { name: new RegExp(`^${asset}`) })).closest('tr') as HTMLElement;
    const sol = await row('SOL');
    await within(sol).findByText('Balanced');
    expect(within(sol).getByText('Pacifica, Hyperliquid')).toBeInTheDocument();
    // Long 10, short 10: the net is zero units.
    expect(sol.children[2]?.textContent).toBe('0');
    const eth = await row('ETH');
    // Lighter is not read, so it could hold the other side: not called broken, and Lighter is named under the table.
    expect(within(eth).getByText('One side known')).toBeInTheDocument();
    expect(within(panel).getByText('Not counted: Lighter (could not be read).')).toBeInTheDocument();
    expect(eth.children[2]?.textContent).toBe('-1');
    expect(eth.children[3]?.textContent).toBe('-$3,000.00');
    expect(
      within(panel).getByText('HUGE on Hyperliquid: its size is not a positive number, left out of the net.'),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText('<b>bold</b> on Hyperliquid: not a market name this app knows, left out of the net.'),
    ).toBeInTheDocument();
    expect(panel.querySelector('b')).toBeNull();
  });

  it('legs that differ say by how much', async () => {
    server.use(
      emptyPacificaWallet(),
      hyperliquidPositions([{ coin: 'SOL', szi: '10', positionValue: '1500' }]),
      pacificaPositions([{ symbol: 'SOL', side: 'ask', amount: '9.2' }]),
      http.get(`${VENUE_URLS.lighter}/api/v1/account`, () => new HttpResponse('down', { status: 503 })),
    );
    const { panel } = await openMyBalance();
    const table = await within(panel).findByRole('table', { name: 'Net exposure per asset' });
    expect(await within(table).findByText('Imbalanced: legs differ by 8%')).toBeInTheDocument();
  });

  it('warns when margin used passes the level the user sets (80 % at first), and keeps the level with the account', async () => {
    // Equity $10,000 with $1,500 free: 85 % of it is used.
    server.use(hyperliquidPositions([{ coin: 'SOL', szi: '10', positionValue: '1500' }]));
    const { panel, user } = await openMyBalance();
    const hyperliquid = await section(panel, 'Hyperliquid');
    expect(await within(hyperliquid).findByText('Margin used: $8,500.00 (85% of equity)')).toBeInTheDocument();
    expect(
      within(hyperliquid).getByText('Hyperliquid: margin used is 85% of equity, above your 80% warning level.'),
    ).toBeInTheDocument();
    const level = within(panel).getByLabelText('Warn above margin use');
    expect(level).toHaveValue('80');
    await user.clear(level);
    await user.type(level, '90');
    await user.tab();
    expect(within(hyperliquid).queryByText(/above your/)).toBeNull();
    // Kept in the account record, where the strategies' margin alert reads it too.
    await vi.waitFor(() => expect(db().users.find((record) => record.id === '1')?.marginWarning).toBe(0.9));
  });
});

describe('My Balance while its sources are read', () => {
  it('says it is reading instead of a total of $0.00, then adds up each source as it answers', async () => {
    const hyperliquid = gate();
    const others = gate();
    server.use(
      http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
        const body = (await request.clone().json()) as { type: string };
        if (body.type === 'clearinghouseState') await hyperliquid.passed;
        return undefined;
      }),
      http.get(`${VENUE_URLS.lighter}/api/v1/account`, async () => {
        await others.passed;
        return undefined;
      }),
      http.get(`${VENUE_URLS.pacifica}/api/v1/account`, async () => {
        await others.passed;
        return undefined;
      }),
    );
    const { panel } = await openMyBalance();
    expect(await within(panel).findByRole('status')).toHaveTextContent('Reading…');
    expect(within(panel).queryByLabelText('Total')).toBeNull();
    expect(within(panel).queryByText('$0.00')).toBeNull();
    expect(within(panel).queryByText('Sources that could not be read are left out of the total.')).toBeNull();

    hyperliquid.open();
    const total = await within(panel).findByLabelText('Total');
    expect(total.textContent).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Still reading 2 sources: they are not in the total yet.',
    );

    others.open();
    for (const venue of ['Lighter', 'Pacifica']) {
      expect(await within(await section(panel, venue)).findByText(/Equity/)).toBeInTheDocument();
    }
    expect(within(panel).queryByRole('status')).toBeNull();
  });

  it('says it is reading in Italian too', async () => {
    await i18n.changeLanguage('it');
    const held = gate();
    server.use(
      http.post(`${VENUE_URLS.hyperliquid}/info`, async () => {
        await held.passed;
        return undefined;
      }),
      http.get(`${VENUE_URLS.lighter}/api/v1/account`, async () => {
        await held.passed;
        return undefined;
      }),
      http.get(`${VENUE_URLS.pacifica}/api/v1/account`, async () => {
        await held.passed;
        return undefined;
      }),
    );
    storeDemoSession();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'Funzionalità', 'Il mio saldo');
    const panel = await screen.findByRole('region', { name: 'Il mio saldo' });
    expect(await within(panel).findByRole('status')).toHaveTextContent('Lettura in corso…');
    held.open();
  });
});
