import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../src/config/env';
import { db } from '../../../src/mocks/db';
import { browserAlerts, FakeNotification, tones } from '../../alert-fakes';
import { trackConnections } from '../../feed-server';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

const demoUser = () => {
  const found = db().users.find((user) => user.username === 'demo');
  if (!found) throw new Error('no demo user');
  return found;
};
const keptEntries = () => (demoUser().watchlist as { entries: Record<string, unknown>[] } | undefined)?.entries ?? [];

const entry = (id: string, card: Record<string, unknown>, targetUsd: number) => ({
  id,
  card,
  targetUsd,
  addedAt: '2026-11-28T00:00:00.000Z',
});

let next = 0;
function listing(overrides: Record<string, unknown> = {}) {
  next++;
  return {
    type: 'new_listing',
    data: {
      tokenMint: `WatchMint${next}`,
      timestamp: Date.now() + next,
      image: null,
      name: `Card ${next}`,
      psaId: null,
      grade: 9,
      priceSOL: 2,
      priceUSD: 450,
      link: null,
      isGoodDeal: false,
      difference: 0,
      percentage: 0,
      ...overrides,
    },
  };
}

async function openWatchlist() {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Watchlist');
  const panel = await screen.findByRole('region', { name: 'Watchlist' });
  return { ...utils, panel };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Watchlist panel', () => {
  it('adds a card by hand, with a clear message for every bad input, and keeps it in the account record', async () => {
    const { user, panel } = await openWatchlist();
    expect(await within(panel).findByText(/No card on the watchlist yet/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Watch a card' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the PSA certificate number.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a target price.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('PSA certificate'), '12ab');
    await user.type(within(dialog).getByLabelText('Target price (USD)'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A PSA certificate is digits only (up to 40).')).toBeInTheDocument();
    expect(within(dialog).getByText('A target is an amount in USD above 0 and up to 10,000,000.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Name, set and grade' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Enter the card's name.")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the card's set.")).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the PSA grade.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Card name'), 'Charizard Holo');
    await user.type(within(dialog).getByLabelText('Set'), 'Base Set');
    await user.type(within(dialog).getByLabelText('PSA grade'), '8.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A PSA grade is 1 to 10, in whole or half steps (8.5).'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('PSA grade'));
    await user.type(within(dialog).getByLabelText('PSA grade'), '8.5');
    await user.clear(within(dialog).getByLabelText('Target price (USD)'));
    await user.type(within(dialog).getByLabelText('Target price (USD)'), '1,200');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await within(panel).findByRole('listitem', { name: 'Charizard Holo · Base Set · PSA 8.5' });
    expect(within(row).getByText('Target $1,200.00')).toBeInTheDocument();
    expect(within(row).getByText('No listing seen yet')).toBeInTheDocument();
    expect(keptEntries()).toMatchObject([
      { card: { kind: 'card', name: 'Charizard Holo', set: 'Base Set', grade: 8.5 }, targetUsd: 1200 },
    ]);
  });

  it('shows the list the record keeps, skips a hostile stored entry, edits a target and removes a card', async () => {
    demoUser().watchlist = {
      entries: [
        entry('a', { kind: 'certificate', certificate: '99887766' }, 300),
        entry('b', { kind: 'card', name: '<img src=x onerror=alert(1)>', set: 'Jungle', grade: 'ten' }, 50),
        entry('c', { kind: 'card', name: 'Pikachu', set: 'Jungle', grade: 9 }, 75),
      ],
    };
    const { user, panel } = await openWatchlist();
    expect(await within(panel).findByText('Some watched cards could not be read')).toBeInTheDocument();
    expect(within(panel).getByText('2 cards watched')).toBeInTheDocument();
    expect(within(panel).queryByText(/img src/)).not.toBeInTheDocument();
    const pikachu = within(panel).getByRole('listitem', { name: 'Pikachu · Jungle · PSA 9' });
    expect(within(pikachu).getByText('Target $75.00')).toBeInTheDocument();

    await user.click(within(pikachu).getByRole('button', { name: 'Edit the target of Pikachu · Jungle · PSA 9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the target' });
    expect(within(dialog).queryByLabelText('Card name')).not.toBeInTheDocument();
    const target = within(dialog).getByLabelText('Target price (USD)');
    await user.clear(target);
    await user.type(target, 'cheap');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A target is an amount in USD above 0 and up to 10,000,000.'),
    ).toBeInTheDocument();
    await user.clear(target);
    await user.type(target, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(pikachu).findByText('Target $60.00')).toBeInTheDocument();

    await user.click(
      within(pikachu).getByRole('button', { name: 'Remove Pikachu · Jungle · PSA 9 from the watchlist' }),
    );
    await waitFor(() => expect(within(panel).queryByRole('listitem', { name: /Pikachu/ })).not.toBeInTheDocument());
    // The hostile entry was never shown, and a write keeps only the readable ones.
    expect(keptEntries().map((kept) => kept.id)).toStrictEqual(['a']);
  });

  it('says why when the record cannot be saved, and keeps the dialog open', async () => {
    server.use(
      http.put(`${env.poolApiUrl}/:userId`, () =>
        HttpResponse.json({ success: false, error: 'Disk full' }, { status: 500 }),
      ),
    );
    const { user, panel } = await openWatchlist();
    await user.click(await within(panel).findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Watch a card' });
    await user.type(within(dialog).getByLabelText('PSA certificate'), '12345678');
    await user.type(within(dialog).getByLabelText('Target price (USD)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The watchlist could not be saved (Disk full).')).toBeInTheDocument();
    expect(keptEntries()).toStrictEqual([]);
  });
});

describe('Watch from a feed row', () => {
  it('prefills the target at the listing price and adds the card', async () => {
    storeDemoSession();
    const clients = trackConnections();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'Collector Crypt Listing');
    const feed = await screen.findByRole('region', { name: 'Collector Crypt Listing' });
    await waitFor(() => expect(clients.length).toBeGreaterThan(0));
    act(() => clients.at(-1)?.send(JSON.stringify(listing({ name: 'Mew Promo', psaId: null, priceUSD: 321.5 }))));
    await user.click(await within(feed).findByRole('button', { name: /^Watch Mew Promo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Watch a card' });
    expect(within(dialog).getByLabelText('Card name')).toHaveValue('Mew Promo');
    expect(within(dialog).getByLabelText('PSA grade')).toHaveValue('9');
    expect(within(dialog).getByLabelText('Target price (USD)')).toHaveValue('321.5');
    // The feed alone does not say the set: the user gives it.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Enter the card's set.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Set'), 'Black Star Promos');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(keptEntries()).toMatchObject([
      { card: { kind: 'card', name: 'Mew Promo', set: 'Black Star Promos', grade: 9 }, targetUsd: 321.5 },
    ]);
  });

  it('offers no Watch on a sale', async () => {
    storeDemoSession();
    const clients = trackConnections();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'Collector Crypt Sales');
    const feed = await screen.findByRole('region', { name: 'Collector Crypt Sales' });
    await waitFor(() => expect(clients.length).toBeGreaterThan(0));
    act(() => clients.at(-1)?.send(JSON.stringify({ ...listing({ name: 'Sold Mew' }), type: 'new_sale' })));
    expect(await within(feed).findByText('Sold Mew')).toBeInTheDocument();
    expect(within(feed).queryByRole('button', { name: /^Watch / })).not.toBeInTheDocument();
  });
});

describe('watchlist alerts', () => {
  it('alert once for a listing at or under a target, none above it or for a sale, with the panel closed', async () => {
    browserAlerts('granted', 'granted');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    demoUser().watchlist = { entries: [entry('a', { kind: 'certificate', certificate: '55501234' }, 400)] };
    storeDemoSession();
    const clients = trackConnections();
    const { user } = renderApp('/dashboard');
    // The watcher tab holds the feed with no panel open.
    await waitFor(() => expect(clients.length).toBeGreaterThan(0));
    const send = (message: unknown) => act(() => clients.at(-1)?.send(JSON.stringify(message)));
    expect(screen.queryByRole('region', { name: 'Watchlist' })).not.toBeInTheDocument();

    send(listing({ name: 'Too dear', psaId: '55501234', priceUSD: 400.01 }));
    send({ ...listing({ name: 'A sale', psaId: '55501234', priceUSD: 100 }), type: 'new_sale' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(FakeNotification.shown).toHaveLength(0);

    const under = listing({ name: 'Lugia', psaId: 'PSA 555 01234', priceUSD: 380, isGoodDeal: false });
    send(under);
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.title).toMatch(/^Watchlist: /);
    expect(FakeNotification.shown[0]?.options.body).toBe('$380.00 on Collector Crypt · under your target $400.00');
    expect(tones.length).toBeGreaterThan(0);

    // The same listing again (the feed repeats itself) alerts no more, even after the throttle.
    send(under);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(FakeNotification.shown).toHaveLength(1);

    send(listing({ name: 'At target', psaId: '55501234', priceUSD: 400 }));
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(2));
    expect(FakeNotification.shown[1]?.options.body).toBe('$400.00 on Collector Crypt · under your target $400.00');

    // The Alerts panel files both apart from the feed's deals: the kind "Watchlist target".
    await openFromMenu(user, 'Features', 'Alerts');
    const alerts = await screen.findByRole('region', { name: 'Alerts' });
    await user.click(await within(alerts).findByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Watchlist target' }));
    await waitFor(() => expect(within(alerts).getAllByRole('listitem')).toHaveLength(2));
  });
});

describe('Watch from ID to Price', () => {
  it('watches the card priced by name, set and grade, and a listing of it resolved from its certificate alerts', async () => {
    browserAlerts('granted', 'granted');
    storeDemoSession();
    const clients = trackConnections();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'ID to Price');
    const panel = await screen.findByRole('region', { name: 'ID to Price' });
    await user.type(await within(panel).findByLabelText('Certificate ID'), '12345678');
    await user.click(within(panel).getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: '9' }));
    await user.click(within(panel).getByRole('button', { name: 'Get price' }));
    const result = await within(panel).findByRole('region', { name: 'Result' });
    await user.click(within(result).getByRole('button', { name: 'Watch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Watch a card' });
    expect(within(dialog).getByLabelText('Card name')).toHaveValue('Charizard Holo');
    expect(within(dialog).getByLabelText('Set')).toHaveValue('Base Set');
    expect(within(dialog).getByLabelText('PSA grade')).toHaveValue('9');
    const target = within(dialog).getByLabelText('Target price (USD)');
    expect(target).not.toHaveValue('');
    await user.clear(target);
    await user.type(target, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(keptEntries()).toMatchObject([
      { card: { kind: 'card', name: 'Charizard Holo', set: 'Base Set', grade: 9 }, targetUsd: 5000 },
    ]);

    // The feed names it its own way; its certificate resolves to the watched card, set and grade.
    await waitFor(() => expect(clients.length).toBeGreaterThan(0));
    act(() =>
      clients.at(-1)?.send(JSON.stringify(listing({ name: 'Charizard 1999 holo', psaId: '12345678', priceUSD: 4200 }))),
    );
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.title).toBe('Watchlist: Charizard Holo · Base Set #4 · PSA 9');
    expect(FakeNotification.shown[0]?.options.body).toBe('$4,200.00 on Collector Crypt · under your target $5,000.00');
  });
});
