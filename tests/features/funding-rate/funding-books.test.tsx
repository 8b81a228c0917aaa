import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_NAMESPACE, i18n } from '../../../src/i18n';
import { VENUE_URLS } from '../../../src/markets/venue-sources';
import { server } from '../../server';
import { renderPanel, rowAtSize, rowOf, serveBooks, serveStandardMarkets } from './funding-panel-fixtures';

const LIGHTER_BOOK = () => `${VENUE_URLS.lighter}/api/v1/orderBookOrders`;

/** The BTC row's cell under a column, for its title. */
function cellOf(table: HTMLElement, column: number): HTMLElement {
  const row = within(table).getByRole('rowheader', { name: 'BTC' }).closest('tr');
  const cell = row?.children[column];
  if (!(cell instanceof HTMLElement)) throw new Error('no such cell');
  return cell;
}

const NET = 3;
const CAPACITY = 4;

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));

// The table reads its histories and then its books at each venue's pace: the tests run that clock, not wait for it.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(async () => {
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('Funding Rate at the size per leg', () => {
  it('shows the capacity per leg, and the net falling as a larger size eats deeper into the books', async () => {
    serveStandardMarkets();
    // $10,001 at 1 bp from the mid, then $1M at 100 bps, on every venue.
    serveBooks(
      [
        ['99.99', '100'],
        ['99', '10000'],
      ],
      [
        ['100.01', '100'],
        ['101', '10000'],
      ],
    );
    const { user, table } = renderPanel();
    expect(await rowAtSize(table(), 'BTC')).toMatchObject({ 'Net APR': '28.25%gross 35.04%', Capacity: '≈ $11.6K' });
    expect(cellOf(table(), CAPACITY)).toHaveAttribute(
      'title',
      'capacity ≈ $11,585.57 per leg\nBeyond it, the impact of a larger size takes the net APR below the floor.',
    );
    const size = screen.getByLabelText('Size per leg (USD)');
    await user.clear(size);
    await user.type(size, '100k');
    // $100,000 a leg: $10,001 at 1 bp, the rest at 100 bps, twice for the round trip, over 7 days.
    expect((await rowAtSize(table(), 'BTC'))['Net APR']).toBe('-157.58%gross 35.04%');
    expect(cellOf(table(), NET).querySelector('.cell-negative')).not.toBeNull();
  });

  it('says "fills only $X of $Y" when a book runs out first, with no net figure for that size', async () => {
    serveStandardMarkets();
    serveBooks([['99.99', '20']], [['100.01', '20']]);
    const { table } = renderPanel();
    expect(await rowAtSize(table(), 'BTC')).toMatchObject({
      'Net APR': 'fills only $2K of $10Kgross 35.04%',
      'Carry / day': '—',
    });
    expect(cellOf(table(), NET)).toHaveAttribute(
      'title',
      "Lighter's order book fills only $1,999.80 of $10,000.00: no net figure for this size.",
    );
  });

  it.each([
    {
      name: 'fails',
      serve: () => server.use(http.get(LIGHTER_BOOK(), () => new HttpResponse('Service Unavailable', { status: 503 }))),
      reason: "Lighter's order book could not be read (error 503).",
    },
    {
      name: 'is empty',
      serve: () => serveBooks([], [['100.01', '5']], 'lighter'),
      reason: "Lighter's order book is empty: book unavailable.",
    },
    {
      name: 'is crossed',
      serve: () => serveBooks([['100.02', '5']], [['100.01', '5']], 'lighter'),
      reason: "Lighter's order book is crossed (its best bid at or above its best ask): book unavailable.",
    },
    {
      name: 'has hostile numbers',
      serve: () => serveBooks([['NaN', '5']], [['1e308', '-1']], 'lighter'),
      reason: "Lighter's order book could not be read (its reply is in a format this app does not know).",
    },
  ])('costs only the pair whose leg’s book $name: "book unavailable" with the reason', async ({ serve, reason }) => {
    serveStandardMarkets();
    serve();
    const { table } = renderPanel();
    const btc = await rowAtSize(table(), 'BTC');
    expect(btc).toMatchObject({ 'Net APR': 'book unavailablegross 35.04%', Capacity: 'book unavailable' });
    expect(cellOf(table(), NET)).toHaveAttribute('title', reason);
    expect(cellOf(table(), CAPACITY)).toHaveAttribute('title', reason);
    // No price is ever made of the hostile numbers.
    expect(table()).not.toHaveTextContent(/NaN|1e308|Infinity/);
  });

  it('gives up on a book with no reply within 15 s', async () => {
    serveStandardMarkets();
    server.use(
      http.get(LIGHTER_BOOK(), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { table } = renderPanel();
    expect(await rowOf(table(), 'BTC')).toMatchObject({ 'Net APR': '30.35%gross 35.04%', Capacity: '…' });
    expect(cellOf(table(), CAPACITY)).toHaveAttribute(
      'title',
      'Order books not read yet: the net and carry at your size wait for them',
    );
    await act(() => vi.advanceTimersByTimeAsync(15_100));
    expect((await rowAtSize(table(), 'BTC')).Capacity).toBe('book unavailable');
    expect(cellOf(table(), CAPACITY)).toHaveAttribute(
      'title',
      "Lighter's order book could not be read (no reply within 15 s).",
    );
  });

  it('says it in Italian in Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    serveStandardMarkets();
    serveBooks([], [['100.01', '5']], 'lighter');
    renderPanel();
    const table = screen.getByRole('table', { name: 'Tassi di funding per mercato ed exchange' });
    expect((await rowAtSize(table, 'BTC')).Capacità).toBe('book non disponibile');
    expect(cellOf(table, CAPACITY)).toHaveAttribute('title', 'Il book di Lighter è vuoto: book non disponibile.');
  });
});
