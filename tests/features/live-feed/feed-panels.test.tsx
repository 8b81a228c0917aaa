import { screen, waitFor, within } from '@testing-library/react';
import { ws } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

const feed = ws.link(env.liveFeedUrl);
type Client = Parameters<Parameters<typeof feed.addEventListener<'connection'>>[1]>[0]['client'];

/** Connections the app closed (or that closed). */
const closed = new Set<Client>();

function trackConnections() {
  const clients: Client[] = [];
  server.use(
    feed.addEventListener('connection', ({ client }) => {
      clients.push(client);
      client.addEventListener('close', () => closed.add(client));
    }),
  );
  return clients;
}

let next = 0;
function listing(overrides: Record<string, unknown> = {}) {
  next++;
  return {
    type: 'new_listing',
    data: {
      tokenMint: `Mint${next}`,
      timestamp: Date.now(),
      image: 'https://cdn.example/card.png',
      name: `Charizard ${next}`,
      psaId: `4000${next}`,
      grade: 10,
      priceSOL: 2.5,
      priceUSD: 450,
      link: `https://collectorcrypt.com/assets/solana/Mint${next}`,
      isGoodDeal: false,
      difference: 0,
      percentage: 0,
      ...overrides,
    },
  };
}

async function openListings() {
  storeDemoSession();
  const clients = trackConnections();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Collector Crypt Listing');
  const panel = await screen.findByRole('region', { name: 'Collector Crypt Listing' });
  expect(await within(panel).findByRole('status')).toHaveTextContent('Feed: Connected');
  await waitFor(() => expect(clients).toHaveLength(1));
  const send = (message: unknown) => clients[0]?.send(JSON.stringify(message));
  return { ...utils, panel, clients, send };
}

describe('the Collector Crypt feed panels', () => {
  it('show each listing with its card, PSA id, grade, prices, a good-deal badge and a link', async () => {
    const { panel, send } = await openListings();
    expect(within(panel).getByText('Waiting for listings…')).toBeInTheDocument();
    send(listing({ name: 'Umbreon VMAX', psaId: '87654321', isGoodDeal: true, difference: 120.5, percentage: 21.3 }));
    const row = (await within(panel).findByText('Umbreon VMAX')).closest('li');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('img', { name: 'Umbreon VMAX' })).toHaveAttribute(
      'src',
      'https://cdn.example/card.png',
    );
    expect(within(row).getByText('PSA 87654321 · Grade 10')).toBeInTheDocument();
    expect(within(row).getByText('2.5 SOL · $450.00')).toBeInTheDocument();
    expect(within(row).getByText('Good deal · $120.50 below (21.3%)')).toBeInTheDocument();
    const link = within(row).getByRole('link', { name: 'Open Umbreon VMAX on Collector Crypt' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(row).getByText(/now|second/)).toBeInTheDocument();
  });

  it('renders hostile events inert: no script links, no data images, HTML as text', async () => {
    const { panel, send } = await openListings();
    send(
      listing({
        name: '<img src=x onerror=alert(1)>',
        link: 'javascript:alert(1)',
        image: 'data:image/svg+xml,<svg onload=alert(1)>',
      }),
    );
    send(listing({ name: 'x'.repeat(10_000) }));
    send({ type: 'new_listing', data: { tokenMint: 'bare', timestamp: Date.now() } });
    send('<script>alert(1)</script>');
    const hostile = await within(panel).findByText('<img src=x onerror=alert(1)>');
    const row = hostile.closest('li');
    if (!row) throw new Error('no row');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).queryByRole('img')).not.toBeInTheDocument();
    expect(panel.querySelector('script, [onerror], [onload]')).toBeNull();
    expect(within(panel).getByText('x'.repeat(120))).toBeInTheDocument();
    expect(within(panel).getByText('Card')).toBeInTheDocument();
    expect(within(panel).getByText('1 malformed messages ignored')).toBeInTheDocument();
  });

  it('keeps the newest 50 and shows each event once', async () => {
    const { panel, send } = await openListings();
    const repeated = listing();
    for (let index = 0; index < 60; index++) send(listing());
    send(repeated);
    send(repeated);
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(50));
    expect(within(panel).getAllByText(repeated.data.name)).toHaveLength(1);
  });

  it('filters good deals, pauses with a count of what arrived, resumes and clears', async () => {
    const { user, panel, send } = await openListings();
    send(listing({ name: 'Plain one' }));
    send(listing({ name: 'Bargain', isGoodDeal: true, difference: 10, percentage: 5 }));
    await within(panel).findByText('Bargain');
    await user.click(within(panel).getByRole('switch', { name: 'Good deals only' }));
    expect(within(panel).queryByText('Plain one')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('switch', { name: 'Good deals only' }));

    await user.click(within(panel).getByRole('button', { name: 'Pause' }));
    send(listing({ name: 'While paused 1' }));
    send(listing({ name: 'While paused 2' }));
    expect(await within(panel).findByRole('button', { name: 'Resume (2 new)' })).toBeInTheDocument();
    expect(within(panel).queryByText('While paused 1')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Resume (2 new)' }));
    expect(within(panel).getByText('While paused 2')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(within(panel).getByText('Waiting for listings…')).toBeInTheDocument();
  });

  it('shows sales with buyer and seller, unknown when missing, and shares one socket with the listings', async () => {
    const { user, panel, clients, send } = await openListings();
    await openFromMenu(user, 'Collector Crypt Sales');
    const sales = await screen.findByRole('region', { name: 'Collector Crypt Sales' });
    await within(sales).findByText('Waiting for sales…');
    send({ ...listing({ name: 'Sold card', buyer: 'BuyerWalletAddress1234567890' }), type: 'new_sale' });
    expect(await within(sales).findByText('Sold card')).toBeInTheDocument();
    expect(within(sales).getByText(/Buyer: BuyerW…567890 · Seller: unknown/)).toBeInTheDocument();
    expect(within(panel).queryByText('Sold card')).not.toBeInTheDocument();
    expect(clients).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close all' }));
    await waitFor(() => expect(clients[0] && closed.has(clients[0])).toBe(true));
  });
});
