import { act, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedId, HISTORY_DB_NAME, HISTORY_DB_VERSION, type HistorySchema } from '../../../src/feed/history/history-db';
import { flushHistory, readHistory, recordHistory } from '../../../src/feed/history/history-store';
import type { FeedEvent } from '../../../src/feed/model/feed-event';
import { trackConnections } from '../../feed-server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { storedEvent } from '../../feed/history-fixtures';

const HOUR = 60 * 60 * 1000;
const PANEL = 'Collector Crypt Listing';

let next = 0;
function listing(overrides: Record<string, unknown> = {}) {
  next++;
  return {
    type: 'new_listing',
    data: { tokenMint: `Live${next}`, timestamp: Date.now(), name: `Live card ${next}`, priceUSD: 100, ...overrides },
  };
}

/** What an earlier session kept: listings of the demo user (id 1) that arrived `ago` ms before now. */
async function keptEarlier(...events: { name: string; ago: number; fields?: Partial<FeedEvent> }[]) {
  recordHistory(
    '1',
    events.map(({ name, ago, fields }, index) =>
      storedEvent({ tokenMint: `Kept${index}-${name}`, name, receivedAt: Date.now() - ago, link: null, ...fields }),
    ),
  );
  await flushHistory();
}

async function openFeed() {
  storeDemoSession();
  const clients = trackConnections();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, PANEL);
  const panel = await screen.findByRole('region', { name: PANEL });
  expect(await within(panel).findByRole('status')).toHaveTextContent('Feed: Connected');
  await waitFor(() => expect(clients).toHaveLength(1));
  const send = (message: unknown) => clients[0]?.send(JSON.stringify(message));
  return { ...utils, panel, send };
}

/** Clear history is in the panel's history view (the toolbar has one History button for both). */
async function clearFromHistoryView(user: Awaited<ReturnType<typeof openFeed>>['user'], panel: HTMLElement) {
  await user.click(within(panel).getByRole('button', { name: 'History' }));
  const view = await screen.findByRole('dialog', { name: `${PANEL}: history` });
  await user.click(within(view).getByRole('button', { name: 'Clear history' }));
}

const isAbove = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a feed panel with history', () => {
  it('opens on what was kept, with real ages, a divider, and the live events on top', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    // Half a minute short of three hours: one minute on the clock makes it three (an hour of fake time would run the
    // app's per-second clock 3,600 times, which took the test past its timeout on a busy machine).
    await keptEarlier(
      { name: 'Seen two hours ago', ago: 3 * HOUR - 30_000 },
      { name: 'Seen three days ago', ago: 72 * HOUR },
    );
    const { panel, send } = await openFeed();

    const earlier = await within(panel).findByRole('list', { name: 'Earlier events' });
    expect(within(panel).queryByText('Waiting for listings…')).not.toBeInTheDocument();
    const twoHours = within(earlier).getByText('Seen two hours ago').closest('li') as HTMLElement;
    expect(within(twoHours).getByText('Seen 2 hours ago')).toBeInTheDocument();
    const threeDays = within(earlier).getByText('Seen three days ago').closest('li') as HTMLElement;
    expect(within(threeDays).getByText('Seen 3 days ago')).toBeInTheDocument();
    expect(isAbove(twoHours, threeDays)).toBe(true);
    const divider = within(panel).getByRole('separator', { name: 'Before this panel opened' });
    expect(isAbove(divider, earlier)).toBe(true);

    send(listing({ name: 'Arrived after opening' }));
    const live = await within(panel).findByRole('list', { name: 'Events' });
    expect(within(live).getByText('Arrived after opening')).toBeInTheDocument();
    expect(isAbove(live, divider)).toBe(true);
    // Live rows do not say when they were seen; they are the feed as it comes.
    expect(within(live).queryByText(/^Seen /)).not.toBeInTheDocument();

    // The ages are real and tick with the one clock.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(twoHours).getByText('Seen 3 hours ago')).toBeInTheDocument();
  });

  it('shows 50 rows at most: every live one, then the newest earlier ones', async () => {
    await keptEarlier(...Array.from({ length: 60 }, (_, index) => ({ name: `Older ${index}`, ago: HOUR + index })));
    const { panel, send } = await openFeed();
    const earlier = await within(panel).findByRole('list', { name: 'Earlier events' });
    expect(within(earlier).getAllByRole('listitem')).toHaveLength(50);
    for (let index = 0; index < 10; index++) send(listing());
    const live = await within(panel).findByRole('list', { name: 'Events' });
    await waitFor(() => expect(within(live).getAllByRole('listitem')).toHaveLength(10));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(50);
    expect(within(earlier).getByText('Older 0')).toBeInTheDocument();
    expect(within(earlier).queryByText('Older 40')).not.toBeInTheDocument();
  });

  it('asks before clearing the stored history, then empties the list and the store', async () => {
    await keptEarlier({ name: 'Kept card', ago: HOUR });
    const { user, panel } = await openFeed();
    await within(panel).findByText('Kept card');
    await clearFromHistoryView(user, panel);
    const ask = await screen.findByRole('dialog', { name: 'Clear the stored history?' });
    expect(ask).toHaveTextContent(/The events of Collector Crypt Listing kept in this browser/);
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel).getByText('Kept card')).toBeInTheDocument();

    await clearFromHistoryView(user, panel);
    const again = await screen.findByRole('dialog', { name: 'Clear the stored history?' });
    await user.click(within(again).getByRole('button', { name: 'Clear history' }));
    expect(await within(panel).findByText('Waiting for listings…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect((await readHistory('1', 'collector_crypt', 'listing')).events).toEqual([]));

    // Opened again, it is still empty.
    await user.click(within(panel).getByRole('button', { name: `Close ${PANEL}` }));
    await waitFor(() => expect(screen.queryByRole('region', { name: PANEL })).toBeNull());
    await openFromMenu(user, PANEL);
    const reopened = await screen.findByRole('region', { name: PANEL });
    expect(await within(reopened).findByText('Waiting for listings…')).toBeInTheDocument();
  });

  it('hides the history with the list on Clear, and keeps it stored for next time', async () => {
    await keptEarlier({ name: 'Kept card', ago: HOUR });
    const { user, panel } = await openFeed();
    await within(panel).findByText('Kept card');
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(await within(panel).findByText('Waiting for listings…')).toBeInTheDocument();
    expect((await readHistory('1', 'collector_crypt', 'listing')).events.map((event) => event.name)).toEqual([
      'Kept card',
    ]);
  });

  it('skips a hostile or damaged stored record and shows the rest, inert', async () => {
    await keptEarlier({ name: 'Good card', ago: HOUR });
    const db = await openDB<HistorySchema>(HISTORY_DB_NAME, HISTORY_DB_VERSION);
    const feed = feedId('1', 'collector_crypt', 'listing');
    const receivedAt = Date.now() - 60_000;
    const hostile = storedEvent({
      tokenMint: 'Evil',
      name: '<img src=x onerror=alert(1)>',
      link: 'javascript:alert(1)',
      receivedAt,
    });
    await db.put('events', { id: 'evil', feed, receivedAt, event: hostile });
    await db.put('events', { id: 'broken', feed, receivedAt, event: { name: 'Broken card' } as unknown as FeedEvent });
    db.close();
    const { panel } = await openFeed();
    expect(await within(panel).findByText('Good card')).toBeInTheDocument();
    expect(within(panel).queryByText('<img src=x onerror=alert(1)>')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Broken card')).not.toBeInTheDocument();
    expect(panel.querySelector('[onerror], a[href^="javascript"]')).toBeNull();
    // One bad record does not turn history off.
    expect(within(panel).queryByText(/^History is off/)).not.toBeInTheDocument();
  });

  it('works on the live feed alone, and says so once, when the browser refuses storage', async () => {
    vi.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { user, panel, send } = await openFeed();
    expect(
      await within(panel).findByText(/^History is off: this browser refused to store the feed/),
    ).toBeInTheDocument();
    // Nothing to clear: the history view has no Clear history.
    await user.click(within(panel).getByRole('button', { name: 'History' }));
    const view = await screen.findByRole('dialog', { name: `${PANEL}: history` });
    expect(within(view).queryByRole('button', { name: 'Clear history' })).not.toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    send(listing({ name: 'Live despite it' }));
    expect(await within(panel).findByText('Live despite it')).toBeInTheDocument();
    send(listing({ name: 'And another' }));
    await within(panel).findByText('And another');
    // The writes that would have followed fail no louder.
    await flushHistory();
    expect(within(panel).getAllByText(/^History is off/)).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(within(panel).queryByText(/^History is off/)).not.toBeInTheDocument();
    expect(within(panel).getByText('Live despite it')).toBeInTheDocument();
  });

  it('works the same with no IndexedDB at all', async () => {
    Reflect.deleteProperty(globalThis, 'indexedDB');
    const { panel, send } = await openFeed();
    expect(await within(panel).findByText(/^History is off/)).toBeInTheDocument();
    send(listing({ name: 'Live only' }));
    expect(await within(panel).findByText('Live only')).toBeInTheDocument();
  });
});

/** A browser's Notification API, recording what was shown. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: string[] = [];
  static requestPermission() {
    return Promise.resolve(FakeNotification.permission);
  }
  onclick: (() => void) | null = null;
  constructor(title: string) {
    FakeNotification.shown.push(title);
  }
  close() {}
}

describe('deal alerts and history', () => {
  it('never fire for stored events, not even for a panel that opens with alerts on', async () => {
    FakeNotification.shown = [];
    vi.stubGlobal('Notification', FakeNotification);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const deal = { isGoodDeal: true, difference: 50, percentage: 20 };
    await keptEarlier({ name: 'Stored deal', ago: HOUR, fields: deal });
    const { user, panel, send, unmount } = await openFeed();
    await within(panel).findByText('Stored deal');
    await user.click(within(panel).getByRole('button', { name: 'Deal alerts: off' }));
    const settings = within(panel).getByRole('region', { name: 'Deal alerts' });
    await user.click(within(settings).getByRole('switch', { name: 'Alert me about new deals' }));
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(FakeNotification.shown).toEqual([]);

    send(listing({ name: 'Live deal', ...deal }));
    await waitFor(() => expect(FakeNotification.shown).toEqual([`${PANEL}: Live deal`]));

    // Written to the history; the next visit brings the panel back (with the layout) with its alerts on, and what
    // it opens on never alerts.
    await act(() => vi.advanceTimersByTimeAsync(6000));
    await flushHistory();
    unmount();
    renderApp('/dashboard');
    const reopened = await screen.findByRole('region', { name: PANEL });
    expect(await within(reopened).findByRole('button', { name: 'Deal alerts: on' })).toBeInTheDocument();
    const earlier = await within(reopened).findByRole('list', { name: 'Earlier events' });
    expect(within(earlier).getByText('Live deal')).toBeInTheDocument();
    expect(within(earlier).getByText('Stored deal')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(FakeNotification.shown).toEqual([`${PANEL}: Live deal`]);
  });
});
