import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCardBook } from '../../../src/cards/use-cards';
import { env } from '../../../src/config/env';
import { trackConnections } from '../../feed-server';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

let next = 0;
function event(type: 'new_listing' | 'new_sale', overrides: Record<string, unknown> = {}) {
  next++;
  return {
    type,
    data: {
      tokenMint: `CardMint${next}`,
      timestamp: Date.now() - 1000 * next,
      name: null,
      psaId: '12345678',
      grade: 9,
      priceSOL: 2.5,
      priceUSD: 450,
      link: `https://collectorcrypt.com/assets/solana/CardMint${next}`,
      isGoodDeal: false,
      difference: null,
      percentage: null,
      ...overrides,
    },
  };
}

async function openFeeds() {
  storeDemoSession();
  const clients = trackConnections();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Collector Crypt Listing');
  const panel = await screen.findByRole('region', { name: 'Collector Crypt Listing' });
  expect(await within(panel).findByRole('status')).toHaveTextContent('Feed: Connected');
  await waitFor(() => expect(clients).toHaveLength(1));
  const send = (message: unknown) => clients[0]?.send(JSON.stringify(message));
  return { ...utils, panel, send };
}

/** Counts the valuation's Cert calls per certificate. */
function countCertCalls() {
  const calls = new Map<string, number>();
  server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/Cert')) return;
    void request
      .clone()
      .json()
      .then((body: { variables?: { certNumber?: string } }) => {
        const cert = body.variables?.certNumber ?? '';
        calls.set(cert, (calls.get(cert) ?? 0) + 1);
      });
  });
  return calls;
}

const CHARIZARD_9 = 'Charizard Holo · Base Set #4 · PSA 9';

afterEach(() => {
  resetCardBook();
  server.events.removeAllListeners();
});

describe('feed rows and their cards', () => {
  it('read as the card once its certificate is resolved, with the valuation as the market value and its source', async () => {
    const { panel, send } = await openFeeds();
    send(event('new_listing'));
    const title = await within(panel).findByRole('button', { name: CHARIZARD_9 });
    const row = title.closest('li');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Cert 12345678')).toBeInTheDocument();
    // No difference from the feed: the figure is the valuation's prediction for the card at PSA 9.
    const value = within(row).getByText(/^Valuation \$/);
    expect(value).toHaveAttribute(
      'title',
      "Market value from the valuation service's predicted price for this card at PSA 9",
    );
  });

  it('say the feed is the source when it sends its own difference', async () => {
    const { panel, send } = await openFeeds();
    send(event('new_listing', { difference: 50, percentage: 10 }));
    const row = (await within(panel).findByRole('button', { name: CHARIZARD_9 })).closest('li');
    if (!row) throw new Error('no row');
    expect(
      within(row).getByText('$50.00 (10%) below market value $500.00 · net $41.00 (8.2%) below after costs'),
    ).toHaveAttribute('title', "Market value from the feed's own difference and percentage");
  });

  it('stay as the feed says them when the valuation fails for their certificate, and others still resolve', async () => {
    server.use(
      graphql
        .link(`${env.valuationUrl}/Cert`)
        .query('Cert', ({ variables }) =>
          variables.certNumber === '55555555'
            ? HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 })
            : undefined,
        ),
    );
    const { panel, send } = await openFeeds();
    send(event('new_listing', { psaId: '55555555', name: 'Lugia PSA 9' }));
    send(event('new_listing'));
    expect(await within(panel).findByRole('button', { name: CHARIZARD_9 })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Lugia PSA 9' })).toBeInTheDocument();
    expect(within(panel).getByText('PSA 55555555 · Grade 9')).toBeInTheDocument();
  });

  it('show a hostile valuation reply as text', async () => {
    const hostile = '<img src=x onerror="window.hacked=1">';
    server.use(
      graphql.link(`${env.valuationUrl}/AssetDetails`).query('AssetDetails', () =>
        HttpResponse.json({
          data: { asset: { name: hostile, brand: '<script>', attributes: { cardNumber: '"><b>' }, predictedPrice: 1 } },
        }),
      ),
    );
    const { panel, send } = await openFeeds();
    send(event('new_listing'));
    const title = await within(panel).findByRole('button', { name: `${hostile} · <script> #"><b> · PSA 9` });
    expect(title.closest('li')?.querySelector('img[src="x"], script, b')).toBeNull();
  });

  it('ask about a certificate the valuation does not know once, not for every row that shows it', async () => {
    const calls = countCertCalls();
    const { panel, send } = await openFeeds();
    send(event('new_listing', { psaId: '73027008', name: 'Unknown card' }));
    await waitFor(() => expect(calls.get('73027008')).toBe(1));
    send(event('new_listing', { psaId: '73027008', name: 'Unknown card again' }));
    expect(await within(panel).findByText('Unknown card again')).toBeInTheDocument();
    expect(within(panel).getAllByText('PSA 73027008 · Grade 9')).toHaveLength(2);
    expect(calls.get('73027008')).toBe(1);
  });

  it('show the comps of a listing from the sales seen, and list those sales with http(s) links only', async () => {
    const { user, panel, send } = await openFeeds();
    send(event('new_sale', { priceUSD: 400, link: 'https://courtyard.io/asset/sold1' }));
    send(event('new_sale', { priceUSD: 600, link: 'javascript:alert(1)' }));
    send(event('new_sale', { grade: 10, priceUSD: 9000 }));
    send(event('new_listing', { priceUSD: 450 }));
    const comps = await within(panel).findByRole('button', {
      name: /^Sales of Charizard Holo · Base Set #4 · PSA 9: /,
    });
    // Two sales far below the valuation's prediction at PSA 9: too little to go on, so no price against their median.
    expect(comps).toHaveTextContent(/^2 sales seen · median \$500\.00 · last \$400\.00, [^·]*$/);
    expect(within(comps.closest('li') as HTMLElement).getByText('Low confidence')).toHaveAttribute(
      'title',
      expect.stringContaining("from the valuation's predicted price: they disagree"),
    );
    await user.click(comps);
    const dialog = await screen.findByRole('dialog', { name: `Sales of ${CHARIZARD_9}` });
    const links = within(dialog).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://courtyard.io/asset/sold1');
    expect(within(dialog).getByText('$600.00 on Collector Crypt')).toBeInTheDocument();
  });

  it('let the filters match the card’s name', async () => {
    const { user, panel, send } = await openFeeds();
    send(event('new_listing', { name: null }));
    await within(panel).findByRole('button', { name: CHARIZARD_9 });
    await user.click(within(panel).getByRole('button', { name: /^Filters/ }));
    await user.type(within(panel).getByLabelText('Name contains'), 'holo');
    expect(within(panel).getByRole('button', { name: CHARIZARD_9 })).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Name contains'), 'x');
    expect(within(panel).queryByRole('button', { name: CHARIZARD_9 })).not.toBeInTheDocument();
  });
});
