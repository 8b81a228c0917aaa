import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useMemo, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HISTORY_CHECK_MS, historyBookOf, type HistoryWant } from '../../src/markets/history/history-book';
import { useSharedHistories } from '../../src/markets/history/use-shared-histories';
import { HISTORY_REFRESH_MS, HISTORY_SPACING_MS } from '../../src/markets/history/venue-history';
import { HOUR_MS } from '../../src/markets/model/funding-history';
import type { BuiltInVenueId } from '../../src/markets/model/venues';
import { server } from '../server';
import { testQueryClient } from '../test-utils';
import { quote } from './quote-fixtures';
import { VENUE_URLS } from '../../src/markets/venue-sources';

/** One history cell, as Funding Rate's are: what it shows is what the book has. */
function Cell({ want }: { want: HistoryWant }) {
  const ref = useRef<HTMLTableCellElement>(null);
  const [history] = useSharedHistories(
    ref,
    useMemo(() => [want], [want]),
  );
  const text = !history ? 'reading' : history.problem ? 'history unavailable' : `${history.points.length} hours`;
  return (
    <td ref={ref} aria-label={`${want.quote.venue} ${want.quote.base}`}>
      {text}
    </td>
  );
}

/** A table of cells, in the order given, each row keyed as asked (by market, or by place to mount them anew). */
function Table({
  wants,
  keyOf,
}: {
  wants: readonly HistoryWant[];
  keyOf: (want: HistoryWant, index: number) => string;
}) {
  return (
    <table>
      <tbody>
        {wants.map((want, index) => (
          <tr key={keyOf(want, index)}>
            <Cell want={want} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const want = (venue: BuiltInVenueId, base: string): HistoryWant => ({
  quote: quote(venue, base, 0.00001, venue === 'lighter' ? { marketId: base === 'BTC' ? '1' : '0' } : {}),
});

/** The history requests each venue-market received, and hourly replies for the last day. */
function serveCountedHistories(failing: BuiltInVenueId[] = []) {
  const asked: Record<string, number> = {};
  const count = (key: string) => {
    asked[key] = (asked[key] ?? 0) + 1;
    order.push(key);
  };
  const order: string[] = [];
  const hours = () => Array.from({ length: 24 }, (_, index) => Math.floor(Date.now() / HOUR_MS - 24 + index) * HOUR_MS);
  const down = () => new HttpResponse(null, { status: 503 });
  server.use(
    http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
      const { coin } = (await request.json()) as { coin: string };
      count(`hyperliquid ${coin}`);
      if (failing.includes('hyperliquid')) return down();
      return HttpResponse.json(hours().map((time) => ({ coin, fundingRate: '0.00001', premium: '0', time })));
    }),
    http.get(`${VENUE_URLS.lighter}/api/v1/fundings`, ({ request }) => {
      count(`lighter ${new URL(request.url).searchParams.get('market_id') ?? '?'}`);
      if (failing.includes('lighter')) return down();
      return HttpResponse.json({
        code: 200,
        resolution: '1h',
        fundings: hours().map((time) => ({ timestamp: time / 1000, value: '0', rate: '0.001', direction: 'long' })),
      });
    }),
    http.get(`${VENUE_URLS.pacifica}/api/v1/funding_rate/history`, ({ request }) => {
      count(`pacifica ${new URL(request.url).searchParams.get('symbol') ?? '?'}`);
      return HttpResponse.json({
        success: true,
        data: hours()
          .reverse()
          .map((time) => ({ funding_rate: '0.00001', next_funding_rate: '0', created_at: time })),
        next_cursor: null,
        has_more: false,
      });
    }),
  );
  // The order they came in, beside the counts (not one of them, so a count compares as it is).
  return Object.defineProperty(asked, 'order', { value: order, enumerable: false }) as Record<string, number> & {
    readonly order: readonly string[];
  };
}

type KeyOf = (want: HistoryWant, index: number) => string;

function renderTable(wants: readonly HistoryWant[], keyOf: KeyOf = (item) => item.quote.venue + item.quote.base) {
  const client = testQueryClient();
  const ui = (items: readonly HistoryWant[], keys: KeyOf) => (
    <QueryClientProvider client={client}>
      <Table wants={items} keyOf={keys} />
    </QueryClientProvider>
  );
  const utils = render(ui(wants, keyOf));
  return { ...utils, rerenderTable: (items: readonly HistoryWant[], keys = keyOf) => utils.rerender(ui(items, keys)) };
}

const texts = (name: string) => screen.getAllByRole('cell', { name }).map((cell) => cell.textContent);

describe("the history book: Funding Rate's history cells, read once per venue-market", () => {
  it('reads a venue-market once, however many cells show it', async () => {
    vi.useFakeTimers();
    const asked = serveCountedHistories();
    const cells = [1, 2, 3, 4].flatMap(() => [want('hyperliquid', 'BTC'), want('lighter', 'BTC')]);
    renderTable(cells, (_, index) => String(index));
    expect(texts('hyperliquid BTC')).toEqual(['reading', 'reading', 'reading', 'reading']);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(texts('hyperliquid BTC')).toEqual(['24 hours', '24 hours', '24 hours', '24 hours']);
    expect(texts('lighter BTC')).toEqual(['24 hours', '24 hours', '24 hours', '24 hours']);
    expect(asked).toEqual({ 'hyperliquid BTC': 1, 'lighter 1': 1 });
  });

  it('does not read again when a sort moves the rows or mounts them anew, and reads again after 5 minutes', async () => {
    vi.useFakeTimers();
    const asked = serveCountedHistories();
    const cells = [want('hyperliquid', 'BTC'), want('hyperliquid', 'ETH'), want('lighter', 'ETH')];
    const { rerenderTable } = renderTable(cells);
    await act(() => vi.advanceTimersByTimeAsync(HISTORY_SPACING_MS.hyperliquid));
    expect(asked).toEqual({ 'hyperliquid BTC': 1, 'hyperliquid ETH': 1, 'lighter 0': 1 });
    // Moved (same keys), then every row unmounted and mounted again (keys by place, as a virtualised table's rows
    // come and go): the cells show what was read, at once, and nothing is asked again.
    rerenderTable([...cells].reverse());
    rerenderTable(cells, (_, index) => `place ${index}`);
    expect(texts('hyperliquid ETH')).toEqual(['24 hours']);
    await act(() => vi.advanceTimersByTimeAsync(HISTORY_REFRESH_MS - 2 * HISTORY_CHECK_MS));
    expect(asked).toEqual({ 'hyperliquid BTC': 1, 'hyperliquid ETH': 1, 'lighter 0': 1 });
    // Within one check of going stale, each is read again, once, still paced per venue.
    await act(() => vi.advanceTimersByTimeAsync(2 * HISTORY_CHECK_MS + HISTORY_SPACING_MS.hyperliquid));
    expect(asked).toEqual({ 'hyperliquid BTC': 2, 'hyperliquid ETH': 2, 'lighter 0': 2 });
  });

  it("says 'history unavailable' in a failing venue's cells only, and asks it no sooner than the others", async () => {
    vi.useFakeTimers();
    const asked = serveCountedHistories(['lighter']);
    renderTable([want('hyperliquid', 'BTC'), want('lighter', 'BTC'), want('lighter', 'ETH')]);
    // A moment more than one spacing: each read looks for a kept history first.
    await act(() => vi.advanceTimersByTimeAsync(HISTORY_SPACING_MS.lighter + 100));
    expect(texts('hyperliquid BTC')).toEqual(['24 hours']);
    expect(texts('lighter BTC')).toEqual(['history unavailable']);
    expect(texts('lighter ETH')).toEqual(['history unavailable']);
    await act(() => vi.advanceTimersByTimeAsync(HISTORY_REFRESH_MS - 2 * HISTORY_CHECK_MS));
    expect(asked).toEqual({ 'hyperliquid BTC': 1, 'lighter 1': 1, 'lighter 0': 1 });
  });

  it('drops a read waiting in the venue’s queue once no cell shows it, and reads nothing once none is left', async () => {
    vi.useFakeTimers();
    const asked = serveCountedHistories();
    const cells = [want('pacifica', 'BTC'), want('pacifica', 'ETH'), want('pacifica', 'SOL')];
    const { rerenderTable, unmount } = renderTable(cells);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(asked).toEqual({ 'pacifica BTC': 1 });
    // ETH scrolled away before its turn: SOL takes it.
    rerenderTable([cells[0], cells[2]].filter((item) => item !== undefined));
    await act(() => vi.advanceTimersByTimeAsync(3 * HISTORY_SPACING_MS.pacifica));
    expect(asked).toEqual({ 'pacifica BTC': 1, 'pacifica SOL': 1 });
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(2 * HISTORY_REFRESH_MS));
    expect(asked).toEqual({ 'pacifica BTC': 1, 'pacifica SOL': 1 });
  });

  it('reads the rows below the fold after those on screen, at the venue’s pace, without scrolling', async () => {
    vi.useFakeTimers();
    const asked = serveCountedHistories();
    const client = testQueryClient();
    const below = ['BTC', 'ETH', 'SOL', 'HYPE', 'DOGE'].map((base) => want('pacifica', base));
    const release = historyBookOf(client).want(below, undefined, 'ahead');
    render(
      <QueryClientProvider client={client}>
        <Table wants={[want('pacifica', 'DOGE'), want('pacifica', 'SOL')]} keyOf={(item) => item.quote.base} />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(6 * HISTORY_SPACING_MS.pacifica));
    // BTC had gone before the table showed; then the two rows on screen (in the order first asked), then the rest.
    expect(asked.order).toEqual(['pacifica BTC', 'pacifica SOL', 'pacifica DOGE', 'pacifica ETH', 'pacifica HYPE']);
    expect(texts('pacifica SOL')).toEqual(['24 hours']);
    release();
  });
});
