import { screen, waitFor, within } from '@testing-library/react';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCardBook } from '../../../src/cards/use-cards';
import { feedId, HISTORY_DB_NAME, HISTORY_DB_VERSION, type HistorySchema } from '../../../src/feed/history/history-db';
import { flushHistory, recordHistory } from '../../../src/feed/history/history-store';
import type { FeedEvent } from '../../../src/feed/model/feed-event';
import { trackConnections } from '../../feed-server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { storedEvent } from '../../feed/history-fixtures';

const HOUR = 60 * 60 * 1000;
// The demo valuation's Charizard Holo (Base Set #4): certificate 12345678.
const CERTIFICATE = '12345678';
const CHARIZARD_9 = 'Charizard Holo · Base Set #4 · PSA 9';

/** A sale of an earlier session, as the history keeps it. */
function storedSale(tokenMint: string, priceUSD: number, fields: Partial<FeedEvent> = {}): FeedEvent {
  const receivedAt = Date.now() - 2 * HOUR;
  return storedEvent({
    kind: 'sale',
    platform: 'courtyard',
    tokenMint,
    psaId: CERTIFICATE,
    grade: '9',
    name: null,
    priceUSD,
    time: receivedAt,
    receivedAt,
    timestampKey: String(receivedAt),
    link: `https://courtyard.io/asset/${tokenMint}`,
    ...fields,
  });
}

/** What the demo user (id 1) kept of earlier sessions, written as the feed writes it. */
async function keptSales(...sales: FeedEvent[]) {
  recordHistory('1', sales);
  await flushHistory();
}

async function openPanel(name: string) {
  storeDemoSession();
  const clients = trackConnections();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, name);
  const panel = await screen.findByRole('region', { name });
  return { ...utils, panel, clients };
}

afterEach(() => {
  resetCardBook();
});

describe('comps over the stored history', () => {
  it('count the sales of every platform stored before, a sale once when it comes again live, a bad record skipped', async () => {
    const again = storedSale('Again', 500);
    await keptSales(
      storedSale('Court1', 300),
      again,
      storedSale('Phyg1', 700, { platform: 'phygitals', link: 'https://phygitals.com/p/1' }),
      // Another grade: not a comp.
      storedSale('Court10', 9000, { grade: '10' }),
    );
    const db = await openDB<HistorySchema>(HISTORY_DB_NAME, HISTORY_DB_VERSION);
    const feed = feedId('1', 'courtyard', 'sale');
    const receivedAt = Date.now() - HOUR;
    const hostile = storedSale('Evil', 1, { link: 'javascript:alert(1)', receivedAt });
    await db.put('events', { id: 'evil', feed, receivedAt, event: hostile });
    db.close();

    const { user, panel, clients } = await openPanel('Collector Crypt Listing');
    expect(await within(panel).findByRole('status')).toHaveTextContent('Feed: Connected');
    await waitFor(() => expect(clients).toHaveLength(1));
    const send = (message: unknown) => clients[0]?.send(JSON.stringify(message));
    // The stored sale arrives again on the live feed: the same event (token and timestamp), counted once.
    send({
      type: 'new_sale',
      data: {
        platform: 'courtyard',
        tokenMint: 'Again',
        timestamp: again.timestampKey,
        psaId: CERTIFICATE,
        grade: 9,
        priceUSD: 500,
      },
    });
    send({
      type: 'new_listing',
      data: { tokenMint: 'Listed', timestamp: Date.now(), psaId: CERTIFICATE, grade: 9, priceUSD: 450 },
    });
    const comps = await within(panel).findByRole('button', { name: new RegExp(`^Sales of ${CHARIZARD_9}: `) });
    expect(comps).toHaveTextContent(/^3 sales seen · median \$500\.00 · last /);
    // The valuation's prediction for the card at PSA 9, as the row shows it: the price line's reference.
    const row = comps.closest('li') as HTMLElement;
    const predicted = within(row)
      .getByText(/^Valuation /)
      .textContent?.replace(/^Valuation (\S+)( · .*)?$/, '$1');
    await user.click(comps);
    const dialog = await screen.findByRole('dialog', { name: `Sales of ${CHARIZARD_9}` });
    // The price line: the sales over time against the prediction, told to a screen reader in a sentence.
    expect(
      within(dialog).getByRole('img', { name: `3 sales from $300.00 to $700.00; predicted ${predicted}` }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('$700.00 on Phygitals')).toBeInTheDocument();
    expect(within(dialog).getByText('$300.00 on Courtyard')).toBeInTheDocument();
    expect(within(dialog).queryByText('$1.00 on Courtyard')).not.toBeInTheDocument();
    expect(dialog.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('show in ID to Price with no feed panel open, with their price line against the valuation', async () => {
    await keptSales(storedSale('Court1', 300), storedSale('Court2', 500));
    const { user, panel } = await openPanel('ID to Price');
    await user.type(await within(panel).findByLabelText('Certificate ID'), CERTIFICATE);
    await user.click(within(panel).getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: '9' }));
    await user.click(within(panel).getByRole('button', { name: 'Get price' }));
    const result = await within(panel).findByRole('region', { name: 'Result' });
    expect(await within(result).findByText(/^2 sales seen · median \$400\.00 · last /)).toBeInTheDocument();
    const price = within(result).getByText(/^\$/, { selector: 'p.MuiTypography-h4' }).textContent;
    expect(
      within(result).getByRole('img', { name: `2 sales from $300.00 to $500.00; predicted ${price}` }),
    ).toBeInTheDocument();
  });
});
