import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCardBook } from '../../../src/cards/use-cards';
import { env } from '../../../src/config/env';
import { flushHistory, recordHistory } from '../../../src/feed/history/history-store';
import { trackConnections } from '../../feed-server';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { storedEvent } from '../../feed/history-fixtures';

// The demo valuation's cards: Charizard Holo (Base Set #4) and Pikachu Illustrator (Promo #1).
const CHARIZARD = '12345678';
const PIKACHU = '87654321';
const HOUR = 60 * 60 * 1000;

async function openPanel(name: string) {
  storeDemoSession();
  const clients = trackConnections();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, name);
  const panel = await screen.findByRole('region', { name });
  expect(await within(panel).findByRole('status')).toHaveTextContent('Feed: Connected');
  await waitFor(() => expect(clients).toHaveLength(1));
  const send = (message: unknown) => clients[0]?.send(JSON.stringify(message));
  return { ...utils, panel, send };
}

let next = 0;
function feedEvent(type: 'new_listing' | 'new_sale', data: Record<string, unknown>) {
  next++;
  return {
    type,
    data: {
      tokenMint: `Collector${next}`,
      timestamp: Date.now() - 1000 * next,
      psaId: CHARIZARD,
      grade: 9,
      priceSOL: 2,
      link: `https://collectorcrypt.com/assets/solana/Collector${next}`,
      ...data,
    },
  };
}

afterEach(() => {
  resetCardBook();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('a collector’s rows', () => {
  it('show one comps figure for one card and grade, whichever row shows it', async () => {
    const { panel, send } = await openPanel('Collector Crypt Sales');
    // Three sales of one card at PSA 9, two under other names: every row counts all three (a sale is among its
    // own card's sales), so each says the same median.
    send(feedEvent('new_sale', { priceUSD: 100, name: null }));
    send(feedEvent('new_sale', { priceUSD: 200, name: 'Charizard PSA 9' }));
    send(feedEvent('new_sale', { priceUSD: 600, name: 'Charizard Holo Base' }));
    await waitFor(() =>
      expect(
        within(panel).getAllByRole('button', { name: /^Sales of Charizard Holo · Base Set #4 · PSA 9: / }),
      ).toHaveLength(3),
    );
    const lines = within(panel).getAllByRole('button', { name: /^Sales of Charizard Holo/ });
    for (const line of lines) expect(line).toHaveTextContent(/^3 sales seen · median \$200\.00 · last /);
  });

  it('keep their height while the card is looked up, then fill the set and number in', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The valuation answers when the test says so; until then the row has only what the feed said.
    server.use(
      graphql.link(`${env.valuationUrl}/Cert`).query('Cert', async () => {
        await held;
        return undefined;
      }),
    );
    const { panel, send } = await openPanel('Collector Crypt Listing');
    send(feedEvent('new_listing', { priceUSD: 450, name: 'Charizard PSA 9' }));
    const before = (await within(panel).findByRole('button', { name: 'Charizard PSA 9' })).closest('li');
    if (!before) throw new Error('no row');
    const linesBefore = before.querySelectorAll('.feed-body > p, .feed-body > span').length;
    release();
    const title = await within(panel).findByRole('button', { name: 'Charizard Holo · Base Set #4 · PSA 9' });
    const row = title.closest('li');
    if (!row) throw new Error('no row');
    expect(title).toHaveTextContent(/^Charizard Holo$/);
    expect(within(row).getByText('Base Set #4 · PSA 9')).toBeInTheDocument();
    // The same lines as before: the set line and the market value's line were held for them.
    expect(row.querySelectorAll('.feed-body > p, .feed-body > span')).toHaveLength(linesBefore);
  });
});

/** The CSV the history hands the browser to download. */
function captureDownloads() {
  const texts: Promise<string>[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    texts.push((blob as Blob).text());
    return 'blob:csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return texts;
}

describe('a feed panel’s history, for a collector', () => {
  beforeEach(() => {
    // happy-dom lays nothing out: the view's scroller is given a browser's height.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
  });

  it('shows each row’s deal and value, filters by card and grade, and exports the rows shown as safe CSV', async () => {
    const at = (hours: number) => {
      const receivedAt = Date.now() - hours * HOUR;
      return { receivedAt, time: receivedAt, timestampKey: String(receivedAt) };
    };
    recordHistory('1', [
      storedEvent({ tokenMint: 'Hostile', name: '=HYPERLINK("https://evil.example")', psaId: null, ...at(4) }),
      storedEvent({ tokenMint: 'Pika', name: null, psaId: PIKACHU, grade: '9', priceUSD: 90000, ...at(3) }),
      storedEvent({ tokenMint: 'Char10', name: null, psaId: CHARIZARD, grade: '10', priceUSD: 9000, ...at(2) }),
      storedEvent({
        tokenMint: 'Char9',
        name: null,
        psaId: CHARIZARD,
        grade: '9',
        priceUSD: 450,
        isGoodDeal: true,
        difference: 50,
        percentage: 10,
        ...at(1),
      }),
    ]);
    await flushHistory();
    const downloads = captureDownloads();
    const { user, panel } = await openPanel('Collector Crypt Listing');
    await user.click(within(panel).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collector Crypt Listing: history' });
    const list = await within(dialog).findByRole('list', { name: 'Collector Crypt Listing: history' });
    // The rows in view are looked up: the Charizard at PSA 9 reads as its card, with its deal and market value.
    const charizard9 = await within(list).findByRole('link', {
      name: 'Open Charizard Holo · Base Set #4 · PSA 9 on Collector Crypt',
    });
    const row = charizard9.closest('li') as HTMLElement;
    expect(row).toHaveTextContent('$450.00 · 2.5 SOL · Good deal');
    expect(row).toHaveTextContent('Feed value $500.00, 10% below');

    await user.click(within(dialog).getByRole('combobox', { name: 'Card' }));
    await user.click(await screen.findByRole('option', { name: 'Charizard Holo · Base Set #4' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(dialog).getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: 'PSA 9' }));
    expect(within(dialog).getByText('1 of 4 events kept shown, newest first')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    const [filtered] = await Promise.all(downloads);
    const lines = filtered?.split('\r\n') ?? [];
    // A byte-order mark first, so that a spreadsheet reads the file as UTF-8.
    expect(lines[0]).toBe(
      '\uFEFF"Time (UTC)","Type","Card","Grade","Certificate","Price (USD)","Price (SOL)","Good deal","Market value (USD)","Value from","Below value (USD)","Below value (%)","Comps median (USD)","Comps (sales)","Link"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^"[\d-]+T[\d:.]+Z","Listing","Charizard Holo · Base Set #4 · PSA 9",9,"12345678",450,2\.5,"yes",500,"feed",50,10,,,"https:\/\/collectorcrypt\.com\/assets\/solana\/Mint1"$/,
    );

    // Every card again: the hostile name is written as text, never as a formula.
    await user.click(within(dialog).getByRole('combobox', { name: 'Card' }));
    await user.click(await screen.findByRole('option', { name: 'All cards' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: 'All grades' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    const all = (await Promise.all(downloads))[1] ?? '';
    expect(all.split('\r\n')).toHaveLength(5);
    expect(all).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
  });
});

describe('a listing’s deal, net of the platform’s buying costs', () => {
  it('is no good deal when the costs undo it, says why, and follows the user’s own costs', async () => {
    const { user, panel, send } = await openPanel('Collector Crypt Listing');
    // $5 under a $500 value: Collector Crypt's 2 % royalty ($9.90) takes more than that.
    send(
      feedEvent('new_listing', {
        psaId: '99999999',
        name: 'Mew PSA 9',
        priceUSD: 495,
        isGoodDeal: true,
        difference: 5,
        percentage: 1,
      }),
    );
    const row = (await within(panel).findByRole('button', { name: 'Mew PSA 9' })).closest('li') as HTMLElement;
    const value = await within(row).findByText(/below market value \$500\.00 · net \$4\.90 \(1%\) above after costs$/);
    expect(within(row).queryByText(/^Good deal/)).not.toBeInTheDocument();
    expect(value).toHaveAttribute(
      'title',
      "Below market value before buying costs, not after them (2% + $0.00 a purchase on Collector Crypt). Market value from the feed's own difference and percentage",
    );

    await user.click(within(panel).getByRole('button', { name: 'Buying costs' }));
    const costs = within(panel).getByRole('region', { name: 'Buying costs on Collector Crypt' });
    await user.type(within(costs).getByRole('textbox', { name: 'Fee or royalty' }), '0');
    await user.click(within(costs).getByRole('button', { name: 'Save costs' }));
    expect(await within(costs).findByRole('status')).toHaveTextContent('Saved');
    expect(await within(row).findByText(/^Good deal · .* · net \$5\.00 \(1%\) below after costs$/)).toBeInTheDocument();
  });
});
