import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setHistoryFault } from '../../../src/mocks/venues/venue-faults';
import { server } from '../../server';
import { serveHyperliquid, serveLighter, servePacifica } from '../../markets/venue-stubs';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { VENUE_URLS } from '../../../src/markets/venue-sources';
import { serveBooks } from './funding-panel-fixtures';

type User = ReturnType<typeof renderApp>['user'];

async function openPairView() {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Features', 'Funding Pair');
  const panel = await screen.findByRole('region', { name: 'Funding Pair' });
  return { ...utils, panel };
}

async function choose(user: User, panel: HTMLElement, field: string, option: string) {
  await user.click(within(panel).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function choosePair(user: User, panel: HTMLElement, market: string, long: string, short: string) {
  await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Market' })).toBeEnabled());
  await choose(user, panel, 'Market', market);
  await choose(user, panel, 'Long on', long);
  await choose(user, panel, 'Short on', short);
}

describe('the funding pair view', () => {
  it('asks for a pair when opened from the menu, and says why it cannot open a strategy yet', async () => {
    const { panel } = await openPairView();
    expect(
      await within(panel).findByText(
        'Pick a market and the venues to go long and short on, or click a row in Funding Rate.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Open as strategy' })).toBeDisabled();
    expect(within(panel).getByText('Pick a market and two venues first.')).toBeInTheDocument();
  });

  it("shows a pair's rates now and last settled, its averages, how long its sign has held, and its chart", async () => {
    const { user, panel } = await openPairView();
    await choosePair(user, panel, 'BTC', 'Lighter', 'Aster');
    const figures = await within(panel).findByRole('table', { name: "The pair's rates" });
    expect(within(figures).getByRole('columnheader', { name: 'Long Lighter' })).toBeInTheDocument();
    expect(within(figures).getByRole('columnheader', { name: 'Short Aster' })).toBeInTheDocument();
    // The averages' rows come with the legs' histories.
    await within(figures).findByRole('rowheader', { name: '30 d average' });
    for (const row of ['Now (predicted)', 'Last settled', '24 h average', '7 d average', '30 d average']) {
      expect(within(figures).getByRole('rowheader', { name: row })).toBeInTheDocument();
    }
    // The demo's history is the past of its live curve: each leg's last settlement and every average are there.
    const cellsOf = (row: string) =>
      [...(within(figures).getByRole('rowheader', { name: row }).parentElement?.children ?? [])]
        .slice(1)
        .map((cell) => cell.textContent ?? '');
    await waitFor(() => expect(cellsOf('30 d average').every((text) => /^[+-]\d/.test(text))).toBe(true));
    for (const row of ['Now (predicted)', '24 h average', '7 d average']) {
      expect(cellsOf(row).every((text) => /^-?[+]?\d/.test(text))).toBe(true);
    }
    expect(
      cellsOf('Last settled')
        .slice(0, 2)
        .every((text) => /^[+-]\d+\.\d\d% at /.test(text)),
    ).toBe(true);
    expect(within(panel).getByText(/^The spread has (earned|cost) for \d/)).toBeInTheDocument();
    // Aster settles every 8 hours: the hours since its last settlement are not known yet.
    expect(
      within(panel).getByText(/stable \d+(\.5)? of 7 days \(\d+ of the 1[56]\d hours known\)/),
    ).toBeInTheDocument();
    // Opened from the menu, the pair is weighed on the rates now, over a week, with no size to carry.
    expect(
      within(panel).getByText(/^Net APR on the rates now: -?\d+\.\d\d%, held 7 days at your fees \([^)]+\)\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Funding Pair: BTC' })).toBeInTheDocument();
    // The chart draws on a canvas, which this test DOM does not have: it says so rather than leaving an empty box.
    const chart = within(panel).getByRole('figure', {
      name: 'Hourly funding of both legs and the spread, last 7 days (APR)',
    });
    expect(await within(chart).findByText('This browser cannot draw the chart.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '30 d' }));
    expect(
      within(panel).getByRole('figure', { name: 'Hourly funding of both legs and the spread, last 30 days (APR)' }),
    ).toBeInTheDocument();
  });

  it('opens the strategy that trades the pair, on its market, as an edit the user saves', async () => {
    const { user, panel } = await openPairView();
    await choosePair(user, panel, 'BTC', 'Lighter', 'Aster');
    await user.click(within(panel).getByRole('button', { name: 'Open as strategy' }));
    const strategy = await screen.findByRole('region', { name: 'Lighter and Aster Funding Rate' });
    expect(await within(strategy).findByRole('combobox', { name: 'Market' })).toHaveValue('BTC');
    const note = within(strategy).getByText(/^Market BTC from the funding pair long Lighter, short Aster/);
    expect(note).toHaveTextContent(
      /^Market BTC from the funding pair long Lighter, short Aster \(Funding Rate\): review the settings and save to keep it\. There: net APR -?\d+\.\d\d% on the rates now \(gross -?\d+\.\d\d%\), fees spread over 7 days\.$/,
    );
    // No size came with it: the strategy keeps its own.
    expect(within(strategy).getByRole('textbox', { name: 'Size per leg (USD)' })).toHaveValue('1000');
  });

  it('keeps the button off, saying why, for a pair no strategy trades', async () => {
    const { user, panel } = await openPairView();
    await choosePair(user, panel, 'BTC', 'Hyperliquid', 'Aster');
    expect(within(panel).getByRole('button', { name: 'Open as strategy' })).toBeDisabled();
    expect(within(panel).getByText('No Volume Bot strategy trades Hyperliquid with Aster.')).toBeInTheDocument();
  });

  it("says when one leg's history cannot be read, and keeps the rest", async () => {
    setHistoryFault('lighter', 'down');
    const { user, panel } = await openPairView();
    await choosePair(user, panel, 'BTC', 'Lighter', 'Aster');
    expect(
      await within(panel).findByText("Lighter's funding history could not be read (error 503)."),
    ).toBeInTheDocument();
    const figures = within(panel).getByRole('table', { name: "The pair's rates" });
    expect(within(figures).getByRole('rowheader', { name: 'Now (predicted)' }).nextSibling?.textContent).toMatch(
      /^[+-]\d/,
    );
    expect(within(panel).getByRole('button', { name: 'Open as strategy' })).toBeEnabled();
  });

  it("says 'no history' rather than showing an empty chart", async () => {
    server.use(
      http.get(`${VENUE_URLS.aster}/fapi/v1/fundingRate`, () => HttpResponse.json([])),
      http.get(`${VENUE_URLS.lighter}/api/v1/fundings`, () =>
        HttpResponse.json({ code: 200, resolution: '1h', fundings: [] }),
      ),
    );
    const { user, panel } = await openPairView();
    await choosePair(user, panel, 'BTC', 'Lighter', 'Aster');
    expect(
      await within(panel).findByText('No history: neither venue has settled funding for this market in this period.'),
    ).toBeInTheDocument();
  });
});

describe('Funding Rate → pair view', () => {
  it('opens the pair view on the row clicked, with its market and venues', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeDemoSession();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'Features', 'Funding Rate');
    const table = await screen.findByRole('table', { name: 'Funding rates by market and venue' });
    const btc = await within(table).findByRole('rowheader', { name: 'BTC' });
    const pairCell = btc.closest('tr')?.children[1];
    const [long, short] = [...(pairCell?.querySelectorAll('span') ?? [])].map((span) =>
      (span.textContent ?? '').replace(/^(Long|Short) /, ''),
    );
    await user.click(btc);
    const panel = await screen.findByRole('region', { name: 'Funding Pair: BTC' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(within(panel).getByRole('combobox', { name: 'Long on' })).toHaveTextContent(long ?? 'none');
    expect(within(panel).getByRole('combobox', { name: 'Short on' })).toHaveTextContent(short ?? 'none');
  });
});

describe('Funding Rate → pair view → strategy: the size and the net figure go along', () => {
  it("hands over the size per leg (capped by the venues' maximum positions, saying so) and the net figure", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // SOL: long Lighter (0.001 %/h), short Pacifica (0.005 %/h) is the best pair of the three venues shown.
    serveHyperliquid([{ symbol: 'SOL', hourly: 0.00003, price: 185 }]);
    serveLighter([{ symbol: 'SOL', hourly: 0.00001, price: 185 }]);
    servePacifica([{ symbol: 'SOL', hourly: 0.00005, price: 185 }]);
    storeDemoSession();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'Features', 'Funding Rate');
    const funding = await screen.findByRole('region', { name: 'Funding Rate' });
    const venues = await within(funding).findByRole('group', { name: 'Venues' });
    for (const venue of ['Aster', 'EdgeX', 'Backpack'])
      await user.click(within(venues).getByRole('button', { name: venue }));
    const size = within(funding).getByRole('textbox', { name: 'Size per leg (USD)' });
    await user.clear(size);
    await user.type(size, '25k');
    const table = within(funding).getByRole('table', { name: 'Funding rates by market and venue' });
    const sol = await within(table).findByRole('rowheader', { name: 'SOL' });
    await waitFor(() => expect(sol.closest('tr')?.children[1]).toHaveTextContent('Long LighterShort Pacifica'));
    await user.click(sol);

    const pair = await screen.findByRole('region', { name: 'Funding Pair: SOL' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    // Spread 0.004 %/h = 35.04 % a year, less Pacifica's 0.04 % taker twice over a week (4.17 %): 30.87 %.
    expect(
      await within(pair).findByText(
        'Net APR on the rates now: 30.87%, held 7 days at your fees (0.08% to open and close both legs). Carry / day with $25,000.00 per leg: $21.14.',
      ),
    ).toBeInTheDocument();
    await user.click(within(pair).getByRole('button', { name: 'Open as strategy' }));

    const strategy = await screen.findByRole('region', { name: 'Lighter and Pacifica Funding Rate' });
    expect(await within(strategy).findByRole('combobox', { name: 'Market' })).toHaveValue('SOL');
    // The demo's Volume Bot settings hold at most $5,000 a position on Lighter and Pacifica.
    expect(within(strategy).getByRole('textbox', { name: 'Size per leg (USD)' })).toHaveValue('5000');
    expect(
      within(strategy).getByText(/^Market SOL from the funding pair long Lighter, short Pacifica/),
    ).toHaveTextContent(
      "There: net APR 30.87% on the rates now (gross 35.04%), fees spread over 7 days. Size per leg: $5,000.00, capped from $25,000.00 by Lighter's maximum position.",
    );
  });

  describe("the pair's order books", () => {
    /** SOL long Lighter, short Pacifica, weighed in Funding Rate at $25,000 a leg, opened in the pair view. */
    async function openSolAtSize(spoil: () => void = () => undefined) {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      serveHyperliquid([{ symbol: 'SOL', hourly: 0.00003, price: 185 }]);
      serveLighter([{ symbol: 'SOL', hourly: 0.00001, price: 185 }]);
      servePacifica([{ symbol: 'SOL', hourly: 0.00005, price: 185 }]);
      serveBooks();
      spoil();
      storeDemoSession();
      const { user } = renderApp('/dashboard');
      await openFromMenu(user, 'Features', 'Funding Rate');
      const funding = await screen.findByRole('region', { name: 'Funding Rate' });
      const venues = await within(funding).findByRole('group', { name: 'Venues' });
      for (const venue of ['Aster', 'EdgeX', 'Backpack'])
        await user.click(within(venues).getByRole('button', { name: venue }));
      const size = within(funding).getByRole('textbox', { name: 'Size per leg (USD)' });
      await user.clear(size);
      await user.type(size, '25k');
      const table = within(funding).getByRole('table', { name: 'Funding rates by market and venue' });
      const sol = await within(table).findByRole('rowheader', { name: 'SOL' });
      await waitFor(() => expect(sol.closest('tr')?.children[1]).toHaveTextContent('Long LighterShort Pacifica'));
      await user.click(sol);
      const pair = await screen.findByRole('region', { name: 'Funding Pair: SOL' });
      await act(() => vi.advanceTimersByTimeAsync(100));
      return pair;
    }

    it('shows the impact and capacity at the size, and both books as a depth chart', async () => {
      const pair = await openSolAtSize();
      // 1 bp a leg, twice for the round trip: 0.04 % over a week takes 2.09 % a year more off the 30.87 %: 28.78 %.
      expect(
        await within(pair).findByText(
          "At $25,000.00 a leg, today's books cost +1.0 bps on the long leg and +1.0 bps on the short one against their mids: 28.78% a year after fees and impact over 7 days.",
        ),
      ).toBeInTheDocument();
      expect(within(pair).getByText(/^capacity ≈ \$99,990,000\.00 per leg/)).toHaveTextContent(
        "Impact from today's books, which stand in for the exit's",
      );
      expect(
        within(pair).getByRole('figure', { name: "Both legs' order books: cumulative depth from the mid" }),
      ).toBeInTheDocument();
      vi.useRealTimers();
    });

    it("says why a leg's book cannot be used, and leaves out the figures that need it", async () => {
      const pair = await openSolAtSize(() =>
        server.use(
          http.get(
            `${VENUE_URLS.pacifica}/api/v1/book`,
            () => new HttpResponse('Service Unavailable', { status: 503 }),
          ),
        ),
      );
      expect(await within(pair).findByText("Pacifica's order book could not be read (error 503).")).toBeInTheDocument();
      expect(within(pair).queryByText(/today's books cost/)).not.toBeInTheDocument();
      expect(within(pair).queryByText(/^capacity/)).not.toBeInTheDocument();
      expect(within(pair).queryByRole('figure', { name: /order books/ })).not.toBeInTheDocument();
      vi.useRealTimers();
    });
  });
});
