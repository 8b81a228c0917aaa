import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { i18n } from '../../../src/i18n';
import { db, DEMO_VOLUME_BOT_ADDRESSES } from '../../../src/mocks/db';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

const NO_ACCOUNT = '0x1111111111111111111111111111111111111111';

function demoExchanges() {
  const record = db().users.find((user) => user.username === 'demo');
  return (record?.volumeBot as { exchanges: Record<string, unknown> }).exchanges;
}

function setAddress(venue: 'hyperliquid' | 'lighter' | 'pacifica', address: string) {
  const entry = demoExchanges()[venue] as { address: string } | undefined;
  if (entry) entry.address = address;
}

function saveAster() {
  demoExchanges().aster = {
    enabled: true,
    address: '0x2222222222222222222222222222222222222222',
    markets: ['BTC'],
    targetDailyVolumeUsd: 1000,
    maxPositionUsd: 1000,
    maxLeverage: 2,
    savedAt: '2026-11-20T09:30:00.000Z',
  };
}

/** Hyperliquid's account for the demo address, holding the positions a test puts there. */
function hyperliquidPositions(positions: { coin: string; szi: string; positionValue: string }[]) {
  return http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
    const body = (await request.clone().json()) as { type: string };
    if (body.type !== 'clearinghouseState') return undefined;
    const summary = { accountValue: '10000', totalNtlPos: '0', totalRawUsd: '10000', totalMarginUsed: '0' };
    return HttpResponse.json({
      marginSummary: summary,
      crossMarginSummary: summary,
      withdrawable: '10000',
      assetPositions: positions.map((position) => ({ type: 'oneWay', position })),
    });
  });
}

function pacificaPositions(positions: { symbol: string; side: 'bid' | 'ask'; amount: string }[]) {
  return http.get(`${VENUE_URLS.pacifica}/api/v1/positions`, () =>
    HttpResponse.json({ success: true, data: positions.map((p) => ({ ...p, entry_price: '150' })), error: null }),
  );
}

/** The Solana node, for the Pacifica account's wallet: its SOL in lamports, or down; what it was asked is kept. */
function pacificaWallet(lamports: number | 'down') {
  const asked: string[] = [];
  server.use(
    http.post(env.solanaRpcUrl, async ({ request }) => {
      const body = (await request.clone().json()) as { id: unknown; method: string; params: [string] };
      if (body.params[0] !== DEMO_VOLUME_BOT_ADDRESSES.pacifica) return undefined;
      asked.push(body.method);
      if (lamports === 'down') return new HttpResponse('down', { status: 503 });
      const value = body.method === 'getBalance' ? lamports : [];
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: { context: { slot: 1 }, value } });
    }),
  );
  return asked;
}

async function openExposure() {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Features', 'My Balance');
  const panel = await screen.findByRole('region', { name: 'My Balance' });
  const table = await within(panel).findByRole('table', { name: 'Net exposure per asset' });
  const row = async (asset: string) =>
    (await within(table).findByRole('rowheader', { name: new RegExp(`^${asset}`) })).closest('tr') as HTMLElement;
  return { ...utils, panel, table, row };
}

describe('My Balance: what the net exposure does not count', () => {
  it('names the venues not counted; a leg alone then reads "One side known", not "One side only"', async () => {
    saveAster();
    pacificaWallet(0);
    server.use(
      http.get(`${VENUE_URLS.lighter}/api/v1/account`, () => new HttpResponse('down', { status: 503 })),
      hyperliquidPositions([{ coin: 'ETH', szi: '-1', positionValue: '3000' }]),
      pacificaPositions([]),
    );
    const { panel, row } = await openExposure();
    const eth = await row('ETH');
    expect(await within(eth).findByText('One side known')).toBeInTheDocument();
    expect(within(eth).queryByText('One side only')).toBeNull();
    expect(
      await within(panel).findByText('Not counted: Aster (needs a key), Lighter (could not be read).'),
    ).toBeInTheDocument();

    await act(() => i18n.changeLanguage('it'));
    expect(await within(eth).findByText('Un solo lato noto')).toBeInTheDocument();
    expect(
      within(panel).getByText('Non conteggiati: Aster (serve una chiave), Lighter (non leggibile).'),
    ).toBeInTheDocument();
  });

  it('with every saved venue counted, a leg alone is a broken hedge: "One side only", and nothing is named', async () => {
    setAddress('lighter', NO_ACCOUNT);
    pacificaWallet(0);
    server.use(hyperliquidPositions([{ coin: 'ETH', szi: '-1', positionValue: '3000' }]), pacificaPositions([]));
    const { panel, row } = await openExposure();
    expect(await within(await row('ETH')).findByText('One side only')).toBeInTheDocument();
    expect(within(panel).queryByText(/^Not counted/)).toBeNull();
  });

  it('a Pacifica Delta Neutral reads balanced: the wallet’s SOL is the long against the Pacifica short, said so', async () => {
    setAddress('lighter', NO_ACCOUNT);
    const asked = pacificaWallet(10_000_000_000);
    server.use(hyperliquidPositions([]), pacificaPositions([{ symbol: 'SOL', side: 'ask', amount: '10' }]));
    const { panel, row } = await openExposure();
    const sol = await row('SOL');
    expect(await within(sol).findByText('Balanced')).toBeInTheDocument();
    expect(within(sol).getByText('Pacifica, Pacifica wallet (spot)')).toBeInTheDocument();
    // Long 10 (spot), short 10: the net is zero units.
    expect(sol.children[2]?.textContent).toBe('0');
    expect(sol.children[4]?.textContent).toBe('10');
    expect(
      within(panel).getByText(
        "Spot held in the Pacifica wallet counts as long beside a Pacifica short, priced at Pacifica's mark.",
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(/^Not counted/)).toBeNull();
    // Only the SOL it is short is read from the wallet, not every token a wallet could hold.
    expect(asked.every((method) => method === 'getBalance')).toBe(true);
  });

  it('a wallet the node cannot read is named for its asset, and the Pacifica short alone reads "One side known"', async () => {
    setAddress('lighter', NO_ACCOUNT);
    pacificaWallet('down');
    server.use(hyperliquidPositions([]), pacificaPositions([{ symbol: 'SOL', side: 'ask', amount: '10' }]));
    const { panel, row } = await openExposure();
    expect(await within(await row('SOL')).findByText('One side known')).toBeInTheDocument();
    expect(
      await within(panel).findByText('Not counted: SOL in the Pacifica wallet (could not be read).'),
    ).toBeInTheDocument();
  });

  it('a wallet’s SOL beside a Pacifica long is the wallet’s own money: not read, not in the net', async () => {
    setAddress('lighter', NO_ACCOUNT);
    const asked = pacificaWallet(10_000_000_000);
    server.use(hyperliquidPositions([]), pacificaPositions([{ symbol: 'SOL', side: 'bid', amount: '10' }]));
    const { row } = await openExposure();
    const sol = await row('SOL');
    expect(await within(sol).findByText('One side only')).toBeInTheDocument();
    expect(within(sol).getByText('Pacifica')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
