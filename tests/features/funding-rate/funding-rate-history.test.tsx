import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_NAMESPACE, i18n } from '../../../src/i18n';
import { gate } from '../../gate';
import { server } from '../../server';
import { renderPanel, rowAtSize, rowOf, serveHistories, serveStandardMarkets } from './funding-panel-fixtures';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));

describe("Funding Rate's history columns", () => {
  it("shows each venue's average rate over the last 7 days, read from the venues' funding history", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    serveHistories({ hyperliquid: 0.00002, lighter: 0.00004, pacifica: 0.00001 });
    const { user, table, saveState } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    await user.click(screen.getByRole('button', { name: '7 d avg.' }));
    expect(saveState).toHaveBeenLastCalledWith(expect.objectContaining({ view: '7d' }));
    // Reads to one venue are spaced inside its rate limit: let the queue run.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(async () =>
      expect(await rowOf(table(), 'BTC')).toMatchObject({
        Hyperliquid: '+17.52%',
        Lighter: '+35.04%',
        Pacifica: '+8.76%',
      }),
    );
    const cell = within(table()).getByRole('rowheader', { name: 'BTC' }).closest('tr')?.children[8];
    expect(cell).toHaveAttribute('title', 'Hyperliquid BTC: average of the 168 hours known of the last 168');
    // The pair is made of the averages the row shows, not of the rates now (long Hyperliquid, short Lighter, 30.35 %):
    // long Pacifica at 8.76 %, short Lighter at 35.04 %, less Pacifica's 0.04 % taker twice over a week (22.11 %),
    // less the books' 1 bp a leg twice over a week (2.09 %).
    expect(await rowAtSize(table(), 'BTC')).toMatchObject({
      'Best pair': 'Long PacificaShort Lighter',
      'Net APR': '20.02%gross 26.28%',
      'Carry / day': '$5.49',
    });
    // And the header says so.
    const pairHead = within(table()).getByRole('columnheader', { name: /^Best pair/ });
    expect(pairHead).toHaveTextContent('Best pairon 7 d averages');
    await user.click(screen.getByRole('button', { name: 'Now' }));
    expect(await rowAtSize(table(), 'BTC')).toMatchObject({
      'Best pair': 'Long HyperliquidShort Lighter',
      'Net APR': '28.26%gross 35.04%',
    });
    expect(pairHead).toHaveTextContent('Best pairon the rates now');
  });

  it('keeps the pair waiting, saying for which venue, while an average is still being read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    serveHistories({ hyperliquid: 0.00002, lighter: 0.00004, pacifica: 0.00001 });
    const lighterRead = gate();
    server.use(
      http.get(`${VENUE_URLS.lighter}/api/v1/fundings`, async () => {
        await lighterRead.passed;
        return undefined;
      }),
    );
    const { table } = renderPanel({ view: '24h' });
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    // Hyperliquid's and Pacifica's BTC reads are through; Lighter's is held, well inside its 15 s time limit.
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    await waitFor(async () => expect((await rowOf(table(), 'BTC')).Hyperliquid).toBe('+17.52%'));
    expect(await rowOf(table(), 'BTC')).toMatchObject({ 'Best pair': '…', 'Net APR': '…', 'Carry / day': '…' });
    const pairCell = within(table()).getByRole('rowheader', { name: 'BTC' }).closest('tr')?.children[1];
    expect(pairCell).toHaveAttribute(
      'title',
      "Waiting for the 24 h average of Lighter: the pair is worked out once every venue's is known.",
    );
    expect(within(table()).getByRole('columnheader', { name: /^Best pair/ })).toHaveTextContent('on 24 h averages');
    act(() => lighterRead.open());
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(async () => expect((await rowOf(table(), 'BTC'))['Best pair']).toBe('Long PacificaShort Lighter'));
  });

  it("says how many of the last 7 days the pair's spread kept its sign", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    serveHistories({ hyperliquid: 0.00002, lighter: 0.00004, pacifica: 0.00001 });
    const { table } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(async () => expect((await rowOf(table(), 'BTC')).Stable).toBe('7 of 7 d'));
    const stable = within(table()).getByRole('rowheader', { name: 'BTC' }).closest('tr')?.children[6];
    expect(stable).toHaveAttribute(
      'title',
      'The spread kept its sign 7 of the last 7 days (168 of the 168 hours known)',
    );
    // ETH is long Lighter, short Hyperliquid now, and the history says Lighter paid more all week: 0 of 7 days.
    await waitFor(async () => expect((await rowOf(table(), 'ETH')).Stable).toBe('0 of 7 d'));
  });

  it("says 'history unavailable' in a failing venue's own cells, and the rest keeps working", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    serveHistories({ hyperliquid: 0.00002, lighter: 0.00004, pacifica: 0.00001 });
    server.use(http.get(`${VENUE_URLS.lighter}/api/v1/fundings`, () => new HttpResponse(null, { status: 503 })));
    const { user, table } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    await user.click(screen.getByRole('button', { name: '30 d avg.' }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(async () =>
      expect(await rowOf(table(), 'BTC')).toMatchObject({
        Hyperliquid: '+17.52%',
        Lighter: 'history unavailable',
        Pacifica: '+8.76%',
        // Lighter has no 30-day average: it is left out, and the pair is made of the averages that are known.
        'Best pair': 'Long PacificaShort Hyperliquid',
        // Less the books' 1 bp a leg twice over a week: -0.10 % after fees, -2.19 % after impact.
        'Net APR': '-2.19%gross 8.76%',
        // The pair's legs both have a history: its stability is known.
        Stable: '7 of 7 d',
      }),
    );
    const pairCell = within(table()).getByRole('rowheader', { name: 'BTC' }).closest('tr')?.children[1];
    expect(pairCell).toHaveAttribute('title', 'Left out of the pair, without a 30 d average: Lighter.');
    const lighter = within(table()).getByRole('rowheader', { name: 'BTC' }).closest('tr')?.children[9];
    expect(lighter).toHaveAttribute('title', "Lighter's funding history could not be read (error 503).");
    expect(within(table()).getByRole('columnheader', { name: /^Lighter/ })).not.toHaveTextContent('unavailable');
  });

  it('never lets a hostile name in a history reply become markup', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    serveHistories({ hyperliquid: 0.00002, lighter: 0.00004, pacifica: 0.00001 }, '<img src=x onerror=alert(1)>');
    const { user, table, container } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    await user.click(screen.getByRole('button', { name: '24 h avg.' }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(async () => expect((await rowOf(table(), 'BTC')).Hyperliquid).toBe('+17.52%'));
    expect(container.querySelector('img')).toBeNull();
  });

  it('reads each venue-market once for every window: back from 30 d to 7 d or 24 h, the averages show at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    serveHistories({ hyperliquid: 0.00002, lighter: 0.00004, pacifica: 0.00001 });
    const reads: string[] = [];
    const onStart = ({ request }: { request: Request }) => {
      if (/fundings|funding_rate\/history/.test(request.url)) reads.push(request.url);
      else if (request.url.startsWith(VENUE_URLS.hyperliquid)) {
        void request
          .clone()
          .json()
          .then((body: { type?: string }) => {
            if (body.type === 'fundingHistory') reads.push(request.url);
          });
      }
    };
    server.events.on('request:start', onStart);
    const { user, table } = renderPanel({ view: '30d' });
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(async () => expect((await rowOf(table(), 'ETH')).Lighter).toBe('+35.04%'));
    const afterFirst = reads.length;
    // Every row's every venue, read once (BTC and ETH on three venues, PEPE on two, WIF on one), none twice.
    expect(afterFirst).toBeGreaterThanOrEqual(8);
    for (const view of ['7 d avg.', '24 h avg.'] as const) {
      await user.click(screen.getByRole('button', { name: view }));
      expect(await rowOf(table(), 'BTC')).toMatchObject({ Hyperliquid: '+17.52%', Lighter: '+35.04%' });
      expect(within(table()).queryAllByRole('cell', { name: '…' })).toEqual([]);
    }
    expect(reads.length).toBe(afterFirst);
    server.events.removeListener('request:start', onStart);
  });
});
