import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseFeesOf } from '../../../src/markets/model/fees';
import { VENUE_URLS } from '../../../src/markets/venue-sources';
import { db } from '../../../src/mocks/db';
import { server } from '../../server';
import { serveBooks, serveHistories } from '../funding-rate/funding-panel-fixtures';
import { waitRunningClock } from '../../test-utils';
import { openStrategy, saveStrategies, serveSolMarkets } from './strategy-fixtures';

// Half past noon: the window's last hour is 11:00–12:00, and reads made during the test stay in the same hour.
const NOW = Date.UTC(2026, 10, 20, 12, 30);
const NAME = 'Lighter and Pacifica Funding Rate';
const SIZE = 200;
const savedBot = () =>
  (db().users.find((user) => user.username === 'demo')?.volumeBot as { bots: Record<string, Record<string, unknown>> })
    .bots.lighterPacificaFundingRate;

/** Lighter 0.001 %/h and Pacifica 0.003 %/h every hour of the last 30 days: long Lighter, short Pacifica, 17.52 % APR. */
function serveSteadyPair() {
  serveSolMarkets();
  serveHistories({ hyperliquid: 0, lighter: 0.00001, pacifica: 0.00003 });
  // 1 bp either side of a mid of 100 on both books: every fill of either leg costs 1 bp.
  serveBooks();
  saveStrategies({
    lighterPacificaFundingRate: { market: 'SOL', openSpreadApr: 10, closeSpreadApr: 5, maxHoldHours: 168 },
  });
}

/** The venues' history and book calls the page made: what the folded backtest must not cost. */
function recordBacktestReads(): string[] {
  const reads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (/\/(fundings|funding_rate\/history|book|orderBookOrders)\b/.test(new URL(request.url).pathname)) {
      reads.push(request.url);
    }
  });
  return reads;
}

async function openBacktest() {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  const reads = recordBacktestReads();
  const utils = await openStrategy(NAME);
  const section = within(utils.panel).getByRole('region', { name: 'Backtest' });
  // Folded, the backtest has read nothing: the panel opens as light as before.
  await within(utils.panel).findByRole('table', { name: 'Legs' });
  expect(within(section).queryByRole('table', { name: 'Backtest figures' })).not.toBeInTheDocument();
  expect(reads).toEqual([]);
  await utils.user.click(within(section).getByRole('button', { name: 'Show the backtest' }));
  return { ...utils, section };
}

const figureRows = async (section: HTMLElement) => {
  const table = await waitRunningClock(() => within(section).getByRole('table', { name: 'Backtest figures' }), {
    timeout: 5000,
  });
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent ?? '')),
  ) as Record<string, string>;
};

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

describe("a strategy's backtest", () => {
  it('is folded until asked for, then replays the rules over 30 and 7 days with fees, impact and the open position', async () => {
    serveSteadyPair();
    const { user, section } = await openBacktest();
    const rows = await figureRows(section);
    expect(within(section).getByText('Long Lighter, short Pacifica')).toBeInTheDocument();
    // Open at the end of the first hour, close at the 168-hour hold, open again an hour later: opens at hours 0, 169,
    // 338, 507 and 676 of 720, closes at 168, 337, 506 and 675; the last position is open for 43 hours at the end.
    const held = 4 * 168 + 43;
    const fills = 5 + 4;
    const fee = baseFeesOf('lighter').taker + baseFeesOf('pacifica').taker;
    const funding = held * 0.00002 * SIZE;
    const fees = fills * fee * SIZE;
    const impact = fills * 0.0002 * SIZE;
    const usd = (value: number) => `$${value.toFixed(2)}`;
    expect(rows).toMatchObject({
      'Round trips': '4',
      'Time in position': `99% (${held} h of 720)`,
      'Funding earned': usd(funding),
      'Fees paid': usd(fees),
      "Impact paid (today's books)": usd(impact),
      'Net P&L': usd(funding - fees - impact),
      'Net APR on margin': `${(((funding - fees - impact) / SIZE) * (8760 / 720) * 100).toFixed(2)}% on $200.00`,
      // From the hour before a close to the reopening: that hour's earning less two crossings.
      'Worst drawdown': usd(2 * (fee + 0.0002) * SIZE - 0.00002 * SIZE),
    });
    expect(
      within(section).getByText(
        "A position is still open at the window's end: it is valued without its exit costs (fees and impact of the close).",
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(
        "Impact from today's books at $200.00 per leg, a fill: Lighter +1.0 bps. Pacifica +1.0 bps.",
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('figure', {
        name: 'Cumulative net P&L over the last 30 days, opens and closes marked',
      }),
    ).toHaveTextContent('This browser cannot draw the chart.');

    await user.click(within(section).getByRole('button', { name: '7 days' }));
    // A week: opened at the first hour, held 167 hours, still open.
    await waitFor(async () => expect((await figureRows(section))['Round trips']).toBe('0'));
    expect((await figureRows(section))['Time in position']).toBe('99% (167 h of 168)');
  });

  it('names the leg whose history is missing and shows no figure', async () => {
    serveSteadyPair();
    server.use(
      http.get(`${VENUE_URLS.pacifica}/api/v1/funding_rate/history`, () => new HttpResponse('down', { status: 503 })),
    );
    const { section } = await openBacktest();
    expect(
      await within(section).findByText(
        /^No figures: the short leg, Pacifica, has no settled SOL funding in the last 30 days\. Pacifica's funding history could not be read \(.+\)\.$/,
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('table', { name: 'Backtest figures' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('table', { name: /Net P&L over/ })).not.toBeInTheDocument();
  });

  it('tries X and Y around the setting; Use these puts the chosen pair in the form, unsaved until Save', async () => {
    serveSteadyPair();
    const { user, panel, section } = await openBacktest();
    const grid = await within(section).findByRole(
      'table',
      { name: /^Net P&L over the last 30 days for X/ },
      { timeout: 5000 },
    );
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['X \\ Y', 'Y 0.00%', 'Y 2.50%', 'Y 5.00%', 'Y 7.50%', 'Y 10.00%']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['X 5.00%', 'X 7.50%', 'X 10.00%', 'X 12.50%', 'X 15.00%']);
    const net = (await figureRows(section))['Net P&L'];
    expect(
      within(grid).getByRole('button', { name: `X 10.00%, Y 5.00%: ${net} (current setting)` }),
    ).toBeInTheDocument();
    // Y at or above X is no setting: no figure, and it cannot be chosen.
    expect(
      within(grid).getByRole('button', { name: 'X 7.50%, Y 7.50%: not a setting (Y must be below X)' }),
    ).toBeDisabled();
    const use = within(section).getByRole('button', { name: 'Use these' });
    expect(use).toBeDisabled();

    await user.click(within(grid).getByRole('button', { name: /^X 12\.50%, Y 7\.50%: / }));
    expect(within(section).getByRole('status')).toHaveTextContent(
      /^Chosen: X 12\.50%, Y 7\.50%: net \$[\d.]+, 4 round trips\.$/,
    );
    // The chosen cell follows the window: a week holds one position, never closed.
    await user.click(within(section).getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(/, 0 round trips\.$/));
    await user.click(within(section).getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(/, 4 round trips\.$/));
    await user.click(use);
    expect(within(panel).getByRole('textbox', { name: 'Open when spread ≥ X (% APR)' })).toHaveValue('12.5');
    expect(within(panel).getByRole('textbox', { name: 'Close when spread < Y (% APR)' })).toHaveValue('7.5');
    expect(within(section).getByRole('status')).toHaveTextContent(
      'X 12.50% and Y 7.50% are in the form, not saved: review them and Save.',
    );
    // The grid now centres on the new setting; nothing is saved until the user says so.
    expect(
      await within(section).findByRole('button', { name: /^X 12\.50%, Y 7\.50%: .* \(current setting\)$/ }),
    ).toBeInTheDocument();
    expect(savedBot()).toMatchObject({ openSpreadApr: 10, closeSpreadApr: 5 });
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedBot()).toMatchObject({ openSpreadApr: 12.5, closeSpreadApr: 7.5 }));
  });

  it('counts no impact for a leg whose book cannot be read today, and says so', async () => {
    serveSteadyPair();
    server.use(http.get(`${VENUE_URLS.pacifica}/api/v1/book`, () => new HttpResponse('busy', { status: 503 })));
    const { section } = await openBacktest();
    const rows = await figureRows(section);
    // Lighter's 1 bp alone, at each of the nine crossings.
    expect(rows["Impact paid (today's books)"]).toBe(`$${(9 * 0.0001 * SIZE).toFixed(2)}`);
    expect(
      within(section).getByText(
        /^Impact from today's books at \$200\.00 per leg, a fill: Lighter \+1\.0 bps\. Pacifica's order book could not be read \(.+\)\. Its impact is not counted\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('shows no figure when a book fills only part of the size per leg', async () => {
    serveSteadyPair();
    // One unit at 100.01 on Lighter's asks: $100.01 of the $200 the long leg buys.
    serveBooks([['99.99', '1']], [['100.01', '1']], 'lighter');
    const { section } = await openBacktest();
    expect(
      await within(section).findByText(
        "No figures: Lighter's book today fills only $100.01 of $200.00 per leg.",
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('table', { name: 'Backtest figures' })).not.toBeInTheDocument();
  });

  it("tries a cash-and-carry on its perpetual's funding alone, its spot leg's impact not counted", async () => {
    serveSteadyPair();
    saveStrategies({
      pacificaDeltaNeutral: { market: 'SOL', openSpreadApr: 10, closeSpreadApr: 5, maxHoldHours: 720 },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    const { user, panel } = await openStrategy('Pacifica Delta Neutral');
    const section = within(panel).getByRole('region', { name: 'Backtest' });
    await user.click(within(section).getByRole('button', { name: 'Show the backtest' }));
    const rows = await figureRows(section);
    expect(within(section).getByText('Long Pacifica spot, short Pacifica')).toBeInTheDocument();
    // Opened at the end of the first hour and held to the end: 719 hours of Pacifica's 0.003 %/h on $200.
    expect(rows).toMatchObject({ 'Round trips': '0', 'Funding earned': `$${(719 * 0.00003 * SIZE).toFixed(2)}` });
    expect(
      within(section).getByText(
        "Impact from today's books at $200.00 per leg, a fill: Pacifica spot: its book is not read, so its impact is not counted. Pacifica +1.0 bps.",
      ),
    ).toBeInTheDocument();
  });
});
