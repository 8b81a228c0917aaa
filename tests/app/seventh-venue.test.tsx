import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { readPublicJson } from '../../src/lib/public-client';
import { BUILT_IN_REGISTRY, createRegistry } from '../../src/markets/venue-registry';
import { defineVenue } from '../../src/markets/venues/shared/define-venue';
import { makeQuote, snapshotOf } from '../../src/markets/venues/shared/make-quote';
import { UNGATED } from '../../src/markets/venues/shared/passage';
import { server } from '../server';
import { openFromMenu, renderApp, storeDemoSession } from '../test-utils';

const TESTEX_URL = 'https://api.testex.example';

const marketRow = z.object({ symbol: z.string(), funding: z.number(), mark: z.number(), openInterest: z.number() });

/** A seventh venue, from fixtures only: its facts and readers in one defineVenue, as a venue folder would hold them. */
const testex = defineVenue({
  id: 'testex',
  name: 'Testex',
  envKey: 'VITE_TESTEX_API_URL',
  defaultUrl: TESTEX_URL,
  symbols: { quote: /^(.+?)-PERP$/ },
  fees: { taker: 0.0003, maker: 0.0001, source: 'this test' },
  budget: {
    limit: 300,
    windowMs: 60_000,
    unit: 'requests',
    scope: 'per IP',
    source: 'this test',
    calls: { markets: { weight: 1 } },
    retryHint: 'retry-after',
  },
  account: { address: 'evm' },
  proxyProbe: { method: 'GET', path: '/markets' },
  demo: { markets: ['BTC', 'ETH'] },
  marketData: async ({ baseUrl, signal, now, pass = UNGATED }) => {
    const rows = await pass({ upTo: 1 }, () =>
      readPublicJson(z.array(marketRow), { url: `${baseUrl}/markets`, signal }),
    );
    const readAt = now();
    const quotes = rows.map((row) =>
      makeQuote({
        venue: 'testex',
        symbols: { quote: /^(.+?)-PERP$/ },
        symbol: row.symbol,
        ratePerInterval: row.funding,
        intervalHours: 1,
        nextFundingTime: null,
        unitPrice: row.mark,
        openInterestUnits: row.openInterest,
        volume24hUsd: null,
      }),
    );
    return snapshotOf('testex', quotes, 0, readAt);
  },
  history: () => Promise.resolve({ settlements: [], rejected: 0 }),
  accounts: {},
});

function serveTestex() {
  server.use(
    http.get(`${TESTEX_URL}/markets`, () =>
      HttpResponse.json([
        // 0.05 %/h: far above every demo venue, so the best BTC pair shorts Testex.
        { symbol: 'BTC-PERP', funding: 0.0005, mark: 97_000, openInterest: 100 },
        { symbol: 'ETH-PERP', funding: 0.00001, mark: 3_400, openInterest: 2_000 },
      ]),
    ),
  );
}

describe('a seventh venue, registered with one defineVenue and nothing else of the app changed', () => {
  it('shows in Funding Rate, Open Interest, the fees dialog and the list of exchanges to show', async () => {
    storeDemoSession();
    serveTestex();
    const venues = createRegistry([...BUILT_IN_REGISTRY.list, testex]);
    const { user } = renderApp('/dashboard', { venues });

    await openFromMenu(user, 'Funding Rate');
    const funding = await screen.findByRole('region', { name: 'Funding Rate' });
    const fundingTable = await within(funding).findByRole('table', { name: 'Funding rates by market and venue' });
    expect(await within(fundingTable).findByRole('columnheader', { name: /^Testex/ })).toBeInTheDocument();
    const btc = (await within(fundingTable).findByRole('rowheader', { name: 'BTC' })).closest('tr');
    if (!btc) throw new Error('no BTC row');
    await waitFor(() => expect(btc).toHaveTextContent(/Short Testex/));
    // Its base fees count in the net return: they are in the fees dialog, with its name.
    await user.click(within(funding).getByRole('button', { name: 'Fees…' }));
    const dialog = await screen.findByRole('dialog', { name: /fees/i });
    const row = within(dialog).getByRole('group', { name: 'Testex' });
    expect(row).toHaveTextContent('0.03%');
    expect(row).toHaveTextContent('0.01%');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The exchanges a market panel shows or hides.
    const shown = within(funding).getByRole('group', { name: 'Venues' });
    expect(
      within(shown)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Aster', 'Pacifica', 'EdgeX', 'Hyperliquid', 'Lighter', 'Backpack', 'Testex']);

    await openFromMenu(user, 'Open Interest');
    const interest = await screen.findByRole('region', { name: 'Open Interest' });
    expect(await within(interest).findByRole('columnheader', { name: /^Testex/ })).toBeInTheDocument();
    const eth = (await within(interest).findByRole('rowheader', { name: 'ETH' })).closest('tr');
    if (!eth) throw new Error('no ETH row');
    // 2,000 ETH at $3,400: $6.8M on Testex.
    await waitFor(() => expect(eth).toHaveTextContent(/\$6\.8M/));
  });
});
