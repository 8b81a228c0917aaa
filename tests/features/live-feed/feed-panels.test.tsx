import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closed, trackConnections } from '../../feed-server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { browserAlerts, FakeNotification, tones } from '../../alert-fakes';

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
const sale = (overrides: Record<string, unknown> = {}) => ({ ...listing(overrides), type: 'new_sale' });

async function openFeed(name = 'Collector Crypt Listing') {
  storeDemoSession();
  const clients = trackConnections();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, name);
  const panel = await screen.findByRole('region', { name });
  expect(await within(panel).findByRole('status')).toHaveTextContent('Feed: Connected');
  await waitFor(() => expect(clients).toHaveLength(1));
  const send = (message: unknown) => clients[0]?.send(typeof message === 'string' ? message : JSON.stringify(message));
  return { ...utils, panel, clients, send };
}

const rowOf = async (panel: HTMLElement, name: string) => {
  const row = (await within(panel).findByText(name)).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the feed panels', () => {
  it('show each listing the valuation does not know as the feed says it: its name, PSA id, grade, prices, what "below" is below, and a link', async () => {
    const { panel, send } = await openFeed();
    expect(within(panel).getByText('Waiting for listings…')).toBeInTheDocument();
    send(listing({ name: 'Umbreon VMAX', psaId: '73027008', isGoodDeal: true, difference: 120.5, percentage: 21.3 }));
    const row = await rowOf(panel, 'Umbreon VMAX');
    expect(within(row).getByRole('img', { name: 'Umbreon VMAX' })).toHaveAttribute(
      'src',
      'https://cdn.example/card.png',
    );
    expect(within(row).getByText('PSA 73027008 · Grade 10')).toBeInTheDocument();
    expect(within(row).getByText('2.5 SOL · $450.00')).toBeInTheDocument();
    // Net of Collector Crypt's 2 % royalty: $570.50 − $450.00 × 1.02.
    expect(
      within(row).getByText(
        'Good deal · $120.50 (21.3%) below market value $570.50 · net $111.50 (19.5%) below after costs',
      ),
    ).toBeInTheDocument();
    const link = within(row).getByRole('link', { name: 'Open Umbreon VMAX on Collector Crypt' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    send(listing({ name: 'Pricey', difference: -30, percentage: -6.3 }));
    expect(
      await within(panel).findByText('$30.00 (6.3%) above market value $420.00 · net $39.00 (9.3%) above after costs'),
    ).toBeInTheDocument();
  });

  it('show Courtyard and Phygitals events in their own panels, on the one socket, and drop unknown platforms', async () => {
    const { user, panel, clients, send } = await openFeed('Courtyard Listing');
    await openFromMenu(user, 'Phygitals Sales');
    const phygitals = await screen.findByRole('region', { name: 'Phygitals Sales' });
    send(listing({ name: 'Courtyard card', platform: 'courtyard', link: 'https://courtyard.io/asset/1' }));
    send(sale({ name: 'Phygitals sale', platform: 'phygitals', buyer: 'BuyerWalletAddress1234567890' }));
    send(listing({ name: 'Collector Crypt card' }));
    send(listing({ name: 'Unknown platform card', platform: 'magic_eden' }));

    const row = await rowOf(panel, 'Courtyard card');
    expect(within(row).getByRole('link', { name: 'Open Courtyard card on Courtyard' })).toBeInTheDocument();
    expect(await within(phygitals).findByText('Phygitals sale')).toBeInTheDocument();
    expect(within(phygitals).getByText(/Buyer: BuyerW…567890 · Seller: unknown/)).toBeInTheDocument();
    expect(within(panel).queryByText('Phygitals sale')).not.toBeInTheDocument();
    expect(screen.queryByText('Collector Crypt card')).not.toBeInTheDocument();
    expect(screen.queryByText('Unknown platform card')).not.toBeInTheDocument();
    expect(within(panel).getByText('1 message ignored (malformed or from an unknown platform)')).toBeInTheDocument();
    expect(clients).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close all' }));
    await waitFor(() => expect(clients[0] && closed.has(clients[0])).toBe(true));
  });

  it.each([
    ['collector_crypt', 'Collector Crypt Listing'],
    ['courtyard', 'Courtyard Listing'],
    ['phygitals', 'Phygitals Listing'],
  ])('render hostile %s events inert: no script links, no data images, HTML as text', async (platform, name) => {
    const { panel, send } = await openFeed(name);
    const on = (overrides: Record<string, unknown>) => listing({ platform, ...overrides });
    send(
      on({
        name: '<img src=x onerror=alert(1)>',
        psaId: '<script>alert(1)</script>',
        grade: '<b>10</b>',
        link: 'javascript:alert(1)',
        image: 'data:image/svg+xml,<svg onload=alert(1)>',
      }),
    );
    send(on({ name: 'x'.repeat(1_000_000) }));
    send(on({ name: 'Not a number', priceUSD: 'NaN', priceSOL: null, difference: 'Infinity', percentage: {} }));
    send(on({ name: 'From the future', timestamp: Date.now() + 10 * 365 * 24 * 3600 * 1000 }));
    send(on({ name: 'Beyond dates', timestamp: 9e20 }));
    send({ type: 'new_listing', data: { platform, tokenMint: 'bare', timestamp: Date.now() } });
    send('<script>alert(1)</script>');

    const row = await rowOf(panel, '<img src=x onerror=alert(1)>');
    expect(within(row).getByText('PSA <script>alert(1)</script> · Grade <b>10</b>')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).queryByRole('img')).not.toBeInTheDocument();
    expect(panel.querySelector('script, [onerror], [onload], b')).toBeNull();
    expect(within(panel).getByText('x'.repeat(120))).toBeInTheDocument();
    expect(within(await rowOf(panel, 'Not a number')).getByText('—')).toBeInTheDocument();
    expect(within(await rowOf(panel, 'From the future')).getByText('time unknown')).toBeInTheDocument();
    expect(within(await rowOf(panel, 'Beyond dates')).getByText('time unknown')).toBeInTheDocument();
    expect(within(panel).getByText('Card')).toBeInTheDocument();
    expect(within(panel).getByText('1 message ignored (malformed or from an unknown platform)')).toBeInTheDocument();
  });

  it('keeps the newest 50 and shows each event once', async () => {
    const { panel, send } = await openFeed();
    const repeated = listing();
    for (let index = 0; index < 60; index++) send(listing());
    send(repeated);
    send(repeated);
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(50));
    expect(within(panel).getAllByText(repeated.data.name)).toHaveLength(1);
  });

  it('keeps what arrived for the session: a panel closed and opened again shows it', async () => {
    const { user, panel, send } = await openFeed();
    send(listing({ name: 'Arrived early' }));
    await within(panel).findByText('Arrived early');
    await user.click(within(panel).getByRole('button', { name: 'Close Collector Crypt Listing' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Collector Crypt Listing' })).toBeNull());
    await openFromMenu(user, 'Collector Crypt Listing');
    const again = await screen.findByRole('region', { name: 'Collector Crypt Listing' });
    expect(await within(again).findByText('Arrived early')).toBeInTheDocument();
  });

  it('filters by grade, name, price, discount and good deals, sorts, and keeps both with the layout', async () => {
    const { user, panel, send, unmount, clients } = await openFeed();
    const cards = [
      listing({ name: 'Pikachu 9', grade: 'PSA 9', priceUSD: 90, percentage: 5 }),
      listing({ name: 'Pokémon Charizard', grade: 'GEM MT 10', priceUSD: 900, percentage: 25, isGoodDeal: true }),
      listing({ name: 'Mewtwo half', grade: '9.5', priceUSD: 300, percentage: 12 }),
    ];
    for (const card of cards) send(card);
    await within(panel).findByText('Mewtwo half');
    const names = () =>
      within(panel)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.feed-title')?.textContent);
    expect(names()).toEqual(['Mewtwo half', 'Pokémon Charizard', 'Pikachu 9']);

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Sort' }), 'Lowest price');
    expect(names()).toEqual(['Pikachu 9', 'Mewtwo half', 'Pokémon Charizard']);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Sort' }), 'Best discount');
    expect(names()).toEqual(['Pokémon Charizard', 'Mewtwo half', 'Pikachu 9']);

    await user.click(within(panel).getByRole('button', { name: 'Filters' }));
    const filters = within(panel).getByRole('region', { name: 'Filters' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Grade' }), '9.5');
    expect(names()).toEqual(['Mewtwo half']);
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Grade' }), 'Any');
    await user.type(within(filters).getByRole('textbox', { name: 'Name contains' }), 'pokemon');
    expect(names()).toEqual(['Pokémon Charizard']);
    await user.clear(within(filters).getByRole('textbox', { name: 'Name contains' }));
    await user.type(within(filters).getByRole('textbox', { name: 'Max price (USD)' }), '300');
    expect(names()).toEqual(['Mewtwo half', 'Pikachu 9']);
    await user.type(within(filters).getByRole('textbox', { name: 'Min discount' }), '10');
    expect(names()).toEqual(['Mewtwo half']);
    expect(within(panel).getByText('1 of the last 3 shown')).toBeInTheDocument();
    await user.type(within(filters).getByRole('textbox', { name: 'Min discount' }), '5');
    expect(within(filters).getByText('A number from 0 to 100')).toBeInTheDocument();
    // A number out of range changes nothing.
    expect(names()).toEqual(['Mewtwo half']);
    await user.clear(within(filters).getByRole('textbox', { name: 'Min discount' }));
    await user.clear(within(filters).getByRole('textbox', { name: 'Max price (USD)' }));
    await user.click(within(filters).getByRole('switch', { name: 'Good deals only' }));
    expect(names()).toEqual(['Pokémon Charizard']);
    expect(within(panel).getByRole('button', { name: 'Filters (1 on)' })).toBeInTheDocument();
    unmount();

    // The next visit: the layout brings the panel back with its order and filters.
    const again = renderApp('/dashboard');
    const reopened = await screen.findByRole('region', { name: 'Collector Crypt Listing' });
    expect(await within(reopened).findByRole('combobox', { name: 'Sort' })).toHaveValue('discount');
    expect(within(reopened).getByRole('button', { name: 'Filters (1 on)' })).toBeInTheDocument();
    await waitFor(() => expect(clients).toHaveLength(2));
    for (const card of cards) clients[1]?.send(JSON.stringify(card));
    expect(await within(reopened).findByText('Pokémon Charizard')).toBeInTheDocument();
    expect(within(reopened).queryByText('Pikachu 9')).not.toBeInTheDocument();
    await again.user.click(within(reopened).getByRole('button', { name: 'Reset filters' }));
    expect(within(reopened).getByText('Pikachu 9')).toBeInTheDocument();
  });

  it('pauses with a count of what arrived, resumes and clears', async () => {
    const { user, panel, send } = await openFeed();
    send(listing({ name: 'Plain one' }));
    await within(panel).findByText('Plain one');
    await user.click(within(panel).getByRole('button', { name: 'Pause' }));
    send(listing({ name: 'While paused 1' }));
    send(listing({ name: 'While paused 2' }));
    expect(await within(panel).findByRole('button', { name: 'Resume (2 new)' })).toBeInTheDocument();
    expect(within(panel).queryByText('While paused 1')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Resume (2 new)' }));
    expect(within(panel).getByText('While paused 2')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(await within(panel).findByText('Waiting for listings…')).toBeInTheDocument();
  });

  it('ticks every age each second from one clock and shows the date and time on hover', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    const { panel, send } = await openFeed();
    const sentAt = Date.now();
    send(listing({ name: 'Old one', timestamp: sentAt - 60_000 }));
    send(listing({ name: 'New one', timestamp: sentAt }));
    const row = await rowOf(panel, 'New one');
    const age = row.querySelector('time');
    expect(age).toHaveAttribute('title', expect.stringMatching(/Mar 1, 2026/));
    expect(age).toHaveAttribute('datetime', new Date(sentAt).toISOString());
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(age?.textContent).toMatch(/\d+ seconds ago/));
    const before = Number(/(\d+)/.exec(age?.textContent ?? '')?.[1]);
    // At once, so that no real time passes in between (the fake clock also moves with it): exactly two ticks.
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(Number(/(\d+)/.exec(age?.textContent ?? '')?.[1])).toBe(before + 2);
    expect(within(await rowOf(panel, 'Old one')).getByText(/minute/)).toBeInTheDocument();
  });

  it('enlarges the picture on hover and on click, and copies the token mint', async () => {
    const { user, panel, send } = await openFeed();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    send(listing({ name: 'Lugia', tokenMint: 'LugiaMint111' }));
    const row = await rowOf(panel, 'Lugia');
    const thumb = within(row).getByRole('button', { name: 'Enlarge the picture of Lugia' });
    await user.hover(thumb);
    expect(await screen.findAllByRole('img', { name: 'Lugia' })).toHaveLength(2);
    await user.unhover(thumb);
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Lugia' })).toHaveLength(1));
    await user.click(thumb);
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Lugia' })).toHaveLength(2));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Lugia' })).toHaveLength(1));
    expect(screen.getByRole('region', { name: 'Collector Crypt Listing' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Copy the token mint of Lugia' }));
    expect(writeText).toHaveBeenCalledWith('LugiaMint111');
    expect(await screen.findByText('Token mint copied')).toBeInTheDocument();
  });
});

async function turnOnAlerts(user: Awaited<ReturnType<typeof openFeed>>['user'], panel: HTMLElement) {
  await user.click(within(panel).getByRole('button', { name: 'Deal alerts: off' }));
  const settings = within(panel).getByRole('region', { name: 'Deal alerts' });
  expect(within(settings).getByRole('switch', { name: 'Alert me about new deals' })).not.toBeChecked();
  await user.click(within(settings).getByRole('switch', { name: 'Alert me about new deals' }));
  return settings;
}

describe('deal alerts', () => {
  it('are off by default; on, they ask for permission, chime, notify, group deals in 5 s and focus the panel', async () => {
    browserAlerts('default', 'granted');
    // The workspace moves the focus in an animation frame: faked too, so it runs on this test's clock.
    const toFake = ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] as const;
    vi.useFakeTimers({ toFake: [...toFake], shouldAdvanceTime: true });
    const { user, panel, send } = await openFeed();
    send(listing({ name: 'Deal before alerts', isGoodDeal: true }));
    await within(panel).findByText('Deal before alerts');
    expect(FakeNotification.shown).toHaveLength(0);

    const settings = await turnOnAlerts(user, panel);
    await waitFor(() => expect(FakeNotification.permission).toBe('granted'));
    expect(within(settings).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Deal alerts: on' })).toBeInTheDocument();

    send(listing({ name: 'Not a deal' }));
    send(listing({ name: 'Umbreon deal', isGoodDeal: true, priceUSD: 300, difference: 100, percentage: 25 }));
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.title).toBe('Collector Crypt Listing: Umbreon deal');
    expect(FakeNotification.shown[0]?.options.body).toBe('$300.00 · $100.00 (25%) below market value $400.00');
    expect(tones).toHaveLength(2);

    // Within 5 s of that alert, three more deals: one alert for the three, when the 5 s are up.
    send(listing({ name: 'Deal 1', isGoodDeal: true }));
    send(listing({ name: 'Deal 2', isGoodDeal: true }));
    await within(panel).findByText('Deal 2');
    send(listing({ name: 'Deal 3', isGoodDeal: true }));
    await within(panel).findByText('Deal 3');
    expect(FakeNotification.shown).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(FakeNotification.shown).toHaveLength(2);
    expect(FakeNotification.shown[1]?.title).toBe('Collector Crypt Listing: 3 new deals');
    expect(FakeNotification.shown[1]?.options.body).toBe('Deal 1, Deal 2, Deal 3');
    expect(within(settings).getByText(/Last alert: 3 deals at/)).toBeInTheDocument();

    // A click on the notification brings the panel forward, with the keyboard focus in it.
    act(() => screen.getByRole('button', { name: 'Close all' }).focus());
    expect(panel.contains(document.activeElement)).toBe(false);
    act(() => FakeNotification.shown[1]?.onclick?.());
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    expect(FakeNotification.shown[1]?.closed).toBe(true);

    // Paused: nothing alerts, not even later.
    await user.click(within(panel).getByRole('button', { name: 'Pause' }));
    expect(within(settings).getByText('No alerts while the feed is paused.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    send(listing({ name: 'Paused deal', isGoodDeal: true }));
    await within(panel).findByRole('button', { name: 'Resume (1 new)' });
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(FakeNotification.shown).toHaveLength(2);
  });

  it('play only the sound, and say how to get notifications, when the browser refuses them', async () => {
    browserAlerts('default', 'denied');
    const { user, panel, send } = await openFeed('Courtyard Sales');
    const settings = await turnOnAlerts(user, panel);
    expect(
      await within(settings).findByText(
        /This browser blocks notifications from this site, so alerts only play a sound/,
      ),
    ).toBeInTheDocument();
    // The feed's value, which the one sale seen (this one) does not contradict: Medium, as the default minimum asks.
    send(sale({ name: 'Refused deal', platform: 'courtyard', isGoodDeal: true, difference: 100, percentage: 18.2 }));
    await within(panel).findByText('Refused deal');
    await waitFor(() => expect(tones).toHaveLength(2));
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('alert on the user rules, with the buy-bot keywords read from the saved bot settings', async () => {
    browserAlerts('granted', 'granted');
    const { user, panel, send } = await openFeed();
    const { db } = await import('../../../src/mocks/db');
    const demo = db().users.find((candidate) => candidate.username === 'demo');
    if (demo) demo.botSettings = { selectedKeywords: ['Umbreon', 42, '  '] };
    const settings = await turnOnAlerts(user, panel);
    await user.click(within(settings).getByRole('radio', { name: 'My rules' }));
    expect(within(settings).getByText('No rule set: every new event alerts.')).toBeInTheDocument();
    await user.type(within(settings).getByRole('textbox', { name: 'Max price (USD)' }), '500');
    await user.type(within(settings).getByRole('textbox', { name: 'Keywords' }), 'lugia, ho-oh');
    await user.click(within(settings).getByRole('checkbox', { name: 'Also my buy-bot keywords' }));
    expect(await within(settings).findByText('1 buy-bot keyword')).toBeInTheDocument();
    await user.click(within(settings).getByRole('checkbox', { name: 'Sound' }));

    send(listing({ name: 'Lugia too dear', priceUSD: 800 }));
    send(listing({ name: 'Pikachu cheap', priceUSD: 100 }));
    send(listing({ name: 'Umbreon cheap', priceUSD: 200 }));
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.title).toBe('Collector Crypt Listing: Umbreon cheap');
    expect(tones).toHaveLength(0);
  });
});
