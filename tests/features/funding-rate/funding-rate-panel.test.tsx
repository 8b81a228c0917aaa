import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FUNDING_RATE_STATE } from '../../../src/features/funding-rate/model/funding-rate-state';
import { fundingRatePanel } from '../../../src/features/funding-rate/panel';
import { DASHBOARD_NAMESPACE, i18n } from '../../../src/i18n';
import { server } from '../../server';
import { HOSTILE_REPLIES } from '../../markets/hostile-replies';
import { serveHyperliquid, serveLighter, servePacifica } from '../../markets/venue-stubs';
import { renderPanel, rowAtSize, rowNames, rowOf, serveStandardMarkets } from './funding-panel-fixtures';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));

describe('Funding Rate', () => {
  it("shows each venue's rate for each market, matched by asset (kPEPE and 1000PEPE are PEPE)", async () => {
    serveStandardMarkets();
    const { table } = renderPanel();
    const btc = await rowOf(table(), 'BTC');
    expect(btc).toMatchObject({ Market: 'BTC', Pacifica: '+17.52%', Hyperliquid: '+8.76%', Lighter: '+43.80%' });
    const pepe = await rowOf(table(), 'PEPE');
    expect(pepe).toMatchObject({ Pacifica: '—', Hyperliquid: '-17.52%', Lighter: '+26.28%' });
    expect(within(table()).getByRole('rowheader', { name: 'PEPE' })).toHaveAttribute(
      'title',
      'kPEPE on Hyperliquid = 1000 PEPE\n1000PEPE on Lighter = 1000 PEPE',
    );
  });

  it('switches every rate between 1 h, 8 h and APR', async () => {
    serveStandardMarkets();
    const { user, table, saveState } = renderPanel();
    expect((await rowOf(table(), 'ETH')).Hyperliquid).toBe('+10.95%');
    await user.click(screen.getByRole('button', { name: '8 h' }));
    expect((await rowOf(table(), 'ETH')).Hyperliquid).toBe('+0.0100%');
    await user.click(screen.getByRole('button', { name: '1 h' }));
    expect((await rowOf(table(), 'ETH')).Hyperliquid).toBe('+0.0013%');
    expect(screen.getByRole('button', { name: '1 h' })).toHaveAttribute('aria-pressed', 'true');
    expect(saveState).toHaveBeenLastCalledWith(expect.objectContaining({ period: '1h' }));
  });

  it('pairs long where funding is lowest and short where highest, gross and net of fees, with the net carry for the typed size', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    const { user, table, saveState } = renderPanel();
    // Hyperliquid 0.045 % taker and Lighter 0 %, opened and closed: 0.09 %, over a 7-day hold 4.69 % a year.
    // While the books are read, the net of fees alone, faded, its title saying so.
    expect(await rowOf(table(), 'BTC')).toMatchObject({
      'Best pair': 'Long HyperliquidShort Lighter',
      'Net APR': '30.35%gross 35.04%',
      Capacity: '…',
    });
    const netCell = within(table()).getByRole('rowheader', { name: 'BTC' }).closest('tr')?.children[3];
    expect(netCell).toHaveAttribute('title', '30.35% after fees alone: the order books at your size are not read yet');
    // Then the books' 1 bp a leg, twice for the round trip (0.04 %), over the hold: 2.09 % a year more.
    expect(await rowAtSize(table(), 'BTC')).toMatchObject({
      'Best pair': 'Long HyperliquidShort Lighter',
      'Net APR': '28.26%gross 35.04%',
      Capacity: '≈ $100M',
      'Carry / day': '$7.74',
    });
    const size = screen.getByLabelText('Size per leg (USD)');
    await user.clear(size);
    await user.type(size, '25k');
    expect((await rowAtSize(table(), 'BTC'))['Carry / day']).toBe('$19.36');
    expect(saveState).toHaveBeenLastCalledWith(expect.objectContaining({ sizeUsd: 25_000 }));
    await user.type(size, 'x');
    // The app's one decimal field says what is wrong in its own words, and the carry waits for a size that reads.
    expect(screen.getByText('Not a number')).toBeInTheDocument();
    expect((await rowOf(table(), 'BTC'))['Carry / day']).toBe('—');
    // The layout keeps the last size that read.
    expect(saveState).toHaveBeenLastCalledWith(expect.objectContaining({ sizeUsd: 25_000 }));
  });

  it('spreads the fees over the hold the user picks: the longer the hold, the less they weigh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    const { user, table, saveState } = renderPanel();
    expect((await rowAtSize(table(), 'BTC'))['Net APR']).toBe('28.26%gross 35.04%');
    await user.click(screen.getByRole('button', { name: '30 d' }));
    expect((await rowAtSize(table(), 'BTC'))['Net APR']).toBe('33.46%gross 35.04%');
    await user.click(screen.getByRole('button', { name: '1 d' }));
    expect((await rowAtSize(table(), 'BTC'))['Net APR']).toBe('-12.41%gross 35.04%');
    expect(saveState).toHaveBeenLastCalledWith(expect.objectContaining({ holdDays: 1 }));
    const net = within(table()).getByRole('rowheader', { name: 'BTC' }).closest('tr')?.children[3];
    expect(net).toHaveAttribute(
      'title',
      '35.04% gross, less 0.09% of fees and +4.0 bps of price impact (entering $10K a leg: +1.0 bps long, +1.0 bps ' +
        "short, twice for the round trip) spread over 1 days: -12.41% a year. Today's books stand in for the exit's.",
    );
  });

  it('keeps only the pairs returning at least the minimum after fees', async () => {
    serveStandardMarkets();
    const { user, table, saveState } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'WIF' });
    await user.type(screen.getByLabelText('Min. net APR'), '31');
    expect(rowNames(table())).toEqual(['PEPE']);
    expect(saveState).toHaveBeenLastCalledWith(expect.objectContaining({ minNetApr: 0.31 }));
    await user.clear(screen.getByLabelText('Min. net APR'));
    expect(rowNames(table())).toEqual(['PEPE', 'BTC', 'ETH', 'WIF']);
  });

  it("shows the price gap between the legs' marks beside the pair: what entering costs beyond fees", async () => {
    serveStandardMarkets();
    const { table } = renderPanel();
    // Long Hyperliquid at $97,000, short Lighter at $97,010: buying the cheaper leg gains 1 bp.
    expect((await rowOf(table(), 'BTC')).Gap).toBe('-1.0 bps');
    const gap = within(table()).getByRole('rowheader', { name: 'BTC' }).closest('tr')?.children[2];
    expect(gap?.getAttribute('title')).toMatch(/^Long Hyperliquid at \$97,000\.0, short Lighter at \$97,010\.0/);
  });

  it('opens the pair view from a row, with its market and venues, linked to this panel', async () => {
    serveStandardMarkets();
    const openPanel = vi.fn();
    const { user, table } = renderPanel({}, openPanel);
    await user.click(await within(table()).findByRole('rowheader', { name: 'BTC' }));
    // With the size per leg, the basis and the hold the pair was weighed at, for the pair view and its strategy; the
    // pair view in Funding Rate's link colour.
    expect(openPanel).toHaveBeenCalledWith(
      'funding-pair',
      {
        kind: 'market',
        base: 'BTC',
        long: 'hyperliquid',
        short: 'lighter',
        sizeUsd: 10_000,
        basis: 'now',
        holdDays: 7,
      },
      { linked: true },
    );
  });

  it('lists the markets on two venues or more first, widest spread on top', async () => {
    serveStandardMarkets();
    const { table } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'WIF' });
    expect(rowNames(table())).toEqual(['PEPE', 'BTC', 'ETH', 'WIF']);
    expect((await rowOf(table(), 'WIF'))['Best pair']).toBe('—');
  });

  it('sorts by any column, and says which', async () => {
    serveStandardMarkets();
    const { user, table, saveState } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'WIF' });
    await user.click(within(table()).getByRole('button', { name: 'Lighter' }));
    expect(rowNames(table())).toEqual(['BTC', 'PEPE', 'ETH', 'WIF']);
    expect(within(table()).getByRole('columnheader', { name: /^Lighter/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table()).getByRole('button', { name: 'Lighter' }));
    expect(rowNames(table())).toEqual(['ETH', 'PEPE', 'BTC', 'WIF']);
    expect(within(table()).getByRole('columnheader', { name: /^Lighter/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table()).getByRole('button', { name: 'Market' }));
    expect(rowNames(table())).toEqual(['BTC', 'ETH', 'PEPE', 'WIF']);
    expect(saveState).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { column: 'market', direction: 'asc' } }),
    );
  });

  it('filters by market name, minimum open interest and minimum volume', async () => {
    serveStandardMarkets();
    const { user, table } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'WIF' });
    await user.type(screen.getByLabelText('Market'), 'kpe');
    expect(rowNames(table())).toEqual(['PEPE']);
    await user.clear(screen.getByLabelText('Market'));
    await user.type(screen.getByLabelText('Min. OI (USD)'), '1m');
    // Hyperliquid's kPEPE has $200,000 of open interest: it drops out, and PEPE is left on one venue.
    expect((await rowOf(table(), 'PEPE')).Hyperliquid).toBe('—');
    expect(rowNames(table())).toEqual(['BTC', 'ETH', 'PEPE', 'WIF']);
    await user.type(screen.getByLabelText('Min. 24h vol. (USD)'), '1b');
    expect(within(table()).getByText('No market matches these filters.')).toBeInTheDocument();
  });

  it('hides a venue on request, stops reading it and keeps the choice', async () => {
    serveStandardMarkets();
    const reads: string[] = [];
    const onStart = ({ request }: { request: Request }) => reads.push(request.url);
    server.events.on('request:start', onStart);
    const { user, table, saveState } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'WIF' });
    const venues = screen.getByRole('group', { name: 'Venues' });
    expect(within(venues).getByRole('button', { name: 'Lighter' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(venues).getByRole('button', { name: 'Aster' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(venues).getByRole('button', { name: 'Lighter' }));
    expect(within(table()).queryByRole('columnheader', { name: /^Lighter/ })).not.toBeInTheDocument();
    expect((await rowOf(table(), 'BTC'))['Best pair']).toBe('Long HyperliquidShort Pacifica');
    expect(saveState).toHaveBeenLastCalledWith(
      expect.objectContaining({ hiddenVenues: ['aster', 'edgex', 'lighter', 'backpack'] }),
    );
    server.events.removeListener('request:start', onStart);
    expect(reads.some((url) => url.startsWith(VENUE_URLS.aster))).toBe(false);
  });

  it('marks a venue that stops answering, keeps its last rates, and makes no pair with it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    const { table } = renderPanel();
    expect((await rowOf(table(), 'BTC'))['Best pair']).toBe('Long HyperliquidShort Lighter');
    server.use(http.get(`${VENUE_URLS.lighter}/api/v1/funding-rates`, () => new HttpResponse(null, { status: 502 })));
    // Exactly the 10 s to the next read: the clock stops moving with real time for the jump (only the moment the
    // first figures took to show is on top), then moves again for the read to run.
    vi.setTimerTickMode('manual');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    vi.setTimerTickMode('interval');
    expect(
      await screen.findByText(
        /^Lighter is unavailable \(error 502\): its figures are the last it sent, 10 sec\. ago\.$/,
      ),
    ).toBeInTheDocument();
    const btc = await rowOf(table(), 'BTC');
    expect(btc.Lighter).toBe('+43.80%');
    expect(btc['Best pair']).toBe('Long HyperliquidShort Pacifica');
    expect(within(table()).getByRole('columnheader', { name: /^Lighter/ })).toHaveTextContent('unavailable');
  });

  it('says how fresh each venue is and counts down to its next funding', async () => {
    // Only the clock is faked, and it stands still until the test moves it (the reads and renders run as usual):
    // however long the first read takes, it is 0 seconds old and the funding 30 seconds away.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(Date.UTC(2026, 4, 1, 9, 59, 30));
    serveStandardMarkets();
    const { table } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    const hyperliquid = within(table()).getByRole('columnheader', { name: /^Hyperliquid/ });
    // Data read this very second is "now" (the headings said "0 sec. ago" before the app had one age format).
    expect(hyperliquid).toHaveTextContent(/now/);
    expect(hyperliquid).toHaveTextContent(/next 00:30/);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(hyperliquid).toHaveTextContent(/5 sec\. ago/);
    expect(hyperliquid).toHaveTextContent(/next 00:25/);
  });

  it('leaves out markets a venue sent nonsense for, says so, and never lets their text become markup', async () => {
    serveHyperliquid([
      { symbol: 'BTC', hourly: 0.00001, price: 97_000 },
      { symbol: '<img src=x onerror=alert(1)>', hourly: 0.00001, price: 1 },
      { symbol: 'ETH', hourly: 1.79e9, price: 3_400 },
    ]);
    serveLighter([{ symbol: 'BTC', hourly: 0.00002, price: 97_000 }]);
    servePacifica([{ symbol: 'BTC', hourly: 0.00002, price: 97_000 }]);
    const { table, container } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    expect(
      await screen.findByText('Hyperliquid: 2 markets left out, their figures made no sense.'),
    ).toBeInTheDocument();
    expect(rowNames(table())).toEqual(['BTC']);
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows numbers the Italian way in Italian', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(() => i18n.changeLanguage('it'));
    serveStandardMarkets();
    renderPanel();
    const italianTable = () => screen.getByRole('table', { name: 'Tassi di funding per mercato ed exchange' });
    const cells = Object.values(await rowAtSize(italianTable(), 'BTC'));
    // The stability (column 7) waits for the funding history; the other cells are there with the rates and books.
    expect([...cells.slice(0, 6), ...cells.slice(7)]).toEqual([
      'BTC',
      'Long HyperliquidShort Lighter',
      '-1,0 bps',
      '28,26%lordo 35,04%',
      '≈ 100\u00a0Mln $',
      '7,74\u00a0USD',
      '+17,52%',
      '+8,76%',
      '+43,80%',
    ]);
  });

  describe.each(HOSTILE_REPLIES)('when Hyperliquid answers with $name', ({ reason, slow, serve }) => {
    it('marks only Hyperliquid unavailable and pairs the other venues', async () => {
      if (slow) vi.useFakeTimers({ shouldAdvanceTime: true });
      serveStandardMarkets();
      serve();
      const { table } = renderPanel();
      await within(table()).findByRole('rowheader', { name: 'BTC' });
      if (slow) await act(() => vi.advanceTimersByTimeAsync(15_100));
      expect(
        await screen.findByText(`Hyperliquid is unavailable (${reason}) and has sent nothing usable yet.`),
      ).toBeInTheDocument();
      expect(within(table()).getByRole('columnheader', { name: /^Hyperliquid/ })).toHaveTextContent('unavailable');
      expect(await rowOf(table(), 'BTC')).toMatchObject({
        Hyperliquid: '—',
        Pacifica: '+17.52%',
        Lighter: '+43.80%',
        'Best pair': 'Long PacificaShort Lighter',
      });
      expect(within(table()).getByRole('columnheader', { name: /^Lighter/ })).toHaveTextContent(/now|sec\. ago/);
    });
  });

  it("says in each venue's header whether its figures are live or simulated (the tests' are simulated)", async () => {
    serveStandardMarkets();
    const { table } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    const hyperliquid = within(table()).getByRole('columnheader', { name: /^Hyperliquid/ });
    expect(hyperliquid).toHaveTextContent(/^Hyperliquidsimulated/);
    expect(within(hyperliquid).getByText('simulated').parentElement).toHaveAttribute(
      'title',
      expect.stringMatching(/^Hyperliquid: simulated data \(the demo's\), not the venue's\nHyperliquid: data read /),
    );
  });

  it('keeps its choices with the layout only when they are its own', () => {
    expect(fundingRatePanel.checkState(DEFAULT_FUNDING_RATE_STATE)).toBe('readable');
    expect(fundingRatePanel.checkState({ ...DEFAULT_FUNDING_RATE_STATE, period: 'weekly' })).toBe('unreadable');
    expect(fundingRatePanel.checkState(undefined)).toBe('none');
  });
});
