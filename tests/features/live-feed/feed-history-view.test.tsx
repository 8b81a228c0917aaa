import { screen, waitFor, within } from '@testing-library/react';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedId, HISTORY_DB_NAME, HISTORY_DB_VERSION, type HistorySchema } from '../../../src/feed/history/history-db';
import { flushHistory, recordHistory } from '../../../src/feed/history/history-store';
import { trackConnections } from '../../feed-server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { storedEvent } from '../../feed/history-fixtures';

const HOUR = 60 * 60 * 1000;
const PANEL = 'Collector Crypt Listing';
const VIEW = `${PANEL}: history`;

/** `count` listings of the demo user (id 1) kept by earlier sessions, "Kept 0" the newest, a minute apart. */
async function keptListings(count: number, name = (index: number) => `Kept ${index}`) {
  const now = Date.now();
  recordHistory(
    '1',
    Array.from({ length: count }, (_, index) => {
      const receivedAt = now - HOUR - index * 60_000;
      return storedEvent({
        tokenMint: `Kept${index}`,
        name: name(index),
        receivedAt,
        time: receivedAt,
        timestampKey: String(receivedAt),
        priceUSD: 100 + index,
        link: `https://collectorcrypt.com/assets/solana/Kept${index}`,
      });
    }).reverse(),
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

/**
 * happy-dom lays nothing out: every element is 0 px high, and a virtualised list would draw no row. The view's
 * scroller is given the height a browser gives it (560 px: ten rows).
 */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
});

describe('a feed panel’s history view', () => {
  it('lists the whole stored history, newest first, drawing only the rows in view', async () => {
    await keptListings(1000);
    const { user, panel } = await openFeed();
    // The panel itself shows 50 at most.
    await within(panel).findByText('Kept 0');
    await user.click(within(panel).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: VIEW });
    expect(
      await within(dialog).findByText(
        '1,000 events kept in this browser (up to the last 1,000, or 7 days), newest first',
      ),
    ).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: VIEW });
    const rows = within(list).getAllByRole('listitem');
    // Virtualised: a handful drawn, each saying where it stands in the thousand.
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(50);
    expect(rows[0]).toHaveAttribute('aria-setsize', '1000');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Open Kept 0 on Collector Crypt' }),
    ).toHaveAttribute('href', 'https://collectorcrypt.com/assets/solana/Kept0');
    expect(rows[0]).toHaveTextContent('$100.00');
    expect(rows[0]).toHaveTextContent('1 hour ago');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('holds what arrived while the panel was open, and skips a hostile stored record', async () => {
    await keptListings(2);
    const db = await openDB<HistorySchema>(HISTORY_DB_NAME, HISTORY_DB_VERSION);
    const feed = feedId('1', 'collector_crypt', 'listing');
    const receivedAt = Date.now() - 60_000;
    const hostile = storedEvent({ tokenMint: 'Evil', name: 'Evil card', link: 'javascript:alert(1)', receivedAt });
    await db.put('events', { id: 'evil', feed, receivedAt, event: hostile });
    db.close();
    const { user, panel, send } = await openFeed();
    send({
      type: 'new_listing',
      data: { tokenMint: 'Live1', timestamp: Date.now(), name: 'Arrived live', priceUSD: 5 },
    });
    await within(panel).findByText('Arrived live');
    await user.click(within(panel).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: VIEW });
    const list = await within(dialog).findByRole('list', { name: VIEW });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual([
        expect.stringContaining('Arrived live'),
        expect.stringContaining('Kept 0'),
        expect.stringContaining('Kept 1'),
      ]),
    );
    expect(within(dialog).queryByText('Evil card')).not.toBeInTheDocument();
    expect(dialog.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('applies the panel’s filters, or not, as the user chooses', async () => {
    await keptListings(4, (index) => (index % 2 === 0 ? `Charizard ${index}` : `Mew ${index}`));
    const { user, panel } = await openFeed();
    await within(panel).findByText('Charizard 0');
    await user.click(within(panel).getByRole('button', { name: 'Filters' }));
    await user.type(within(panel).getByLabelText('Name contains'), 'mew');
    await user.click(within(panel).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: VIEW });
    expect(
      await within(dialog).findByText("2 of 4 events kept match this panel's filters, newest first"),
    ).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: VIEW });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Mew 1'), expect.stringContaining('Mew 3')]);
    await user.click(within(dialog).getByRole('switch', { name: "Apply this panel's filter" }));
    expect(within(dialog).getByText(/^4 events kept/)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('says when nothing is kept', async () => {
    const { user, panel } = await openFeed();
    await user.click(within(panel).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: VIEW });
    expect(await within(dialog).findByText('Nothing kept yet.')).toBeInTheDocument();
  });
});
