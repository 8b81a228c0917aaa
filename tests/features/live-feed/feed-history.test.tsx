import { act, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedId, HISTORY_DB_NAME, HISTORY_DB_VERSION, type HistorySchema } from '../../../src/feed-history/history-db';
import { flushHistory, readHistory, recordHistory } from '../../../src/feed-history/history-store';
import type { FeedEvent } from '../../../src/feed-history/model/feed-event-record';
import { trackConnections } from '../../feed-server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { storedEvent } from '../../feed-history/history-fixtures';

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
    await keptEarlier({ name: 'Seen two hours ago', ago: 2 * HOUR }, { name: 'Seen three days ago', ago: 72 * HOUR });
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
    await act(() => vi.advanceTimersByTimeAsync(HOUR));
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
});
