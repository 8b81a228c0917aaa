import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gate } from '../../gate';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

async function openMyOperation() {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Features', 'My Operation');
  const panel = await screen.findByRole('region', { name: 'My Operation' });
  // The venue filter lists the accounts of the user's volume-bot settings, once they have loaded.
  await within(panel).findByRole('option', { name: 'Hyperliquid' });
  return { ...utils, panel };
}

/** The CSV the panel hands the browser to download. */
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

afterEach(() => vi.restoreAllMocks());

describe('My Operation', () => {
  it('lists fills and funding, adds them up per window, filters by venue and says why Lighter cannot be read', async () => {
    const { panel, user } = await openMyOperation();
    const table = await within(panel).findByRole('table', { name: 'Fills and funding payments' });
    // Each venue answers on its own: the rows of both, fills and funding, before anything is filtered.
    await within(table).findAllByText('Fill');
    expect((await within(table).findAllByText('Funding')).length).toBeGreaterThan(0);
    await within(table).findAllByText('Hyperliquid');
    await within(table).findAllByText('Pacifica');
    const summary = within(panel).getByRole('table', { name: 'Volume, fees and funding' });
    const day = within(summary).getByRole('rowheader', { name: 'Last 24 h' }).closest('tr') as HTMLElement;
    expect(day.textContent).toMatch(/\$[\d,]+\.\d\d/);
    expect(
      within(panel).getByText(
        "Lighter serves fills and funding only with an auth token made from the account's API key, which this app never asks for.",
      ),
    ).toBeInTheDocument();
    await user.selectOptions(within(panel).getByLabelText('Venue'), 'pacifica');
    const venues = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.children[1]?.textContent);
    expect(new Set(venues)).toEqual(new Set(['Pacifica']));
    // The choice is kept with the layout.
    expect(localStorage.getItem('poolbot_layout_1') ?? '').toContain('"venue":"pacifica"');
  });

  it('hostile market names are shown as text, and the CSV escapes them and holds exactly the rows shown', async () => {
    const now = Date.now();
    server.use(
      http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
        const body = (await request.clone().json()) as { type: string };
        if (body.type === 'userFillsByTime') {
          return HttpResponse.json([
            { coin: '<b>bold</b>', px: '10', sz: '2', side: 'B', time: now - 60_000, fee: '0.01', tid: 1 },
            { coin: '=HYPERLINK("http://evil")', px: '5', sz: '1', side: 'A', time: now - 120_000, fee: '0', tid: 2 },
            { coin: 'BTC', px: 'NaN', sz: '1', side: 'A', time: now - 180_000, fee: '0', tid: 3 },
          ]);
        }
        if (body.type === 'userFunding') return HttpResponse.json([]);
        return undefined;
      }),
    );
    const downloads = captureDownloads();
    const { panel, user } = await openMyOperation();
    await user.selectOptions(within(panel).getByLabelText('Venue'), 'hyperliquid');
    const table = await within(panel).findByRole('table', { name: 'Fills and funding payments' });
    expect(await within(table).findByText('<b>bold</b>')).toBeInTheDocument();
    expect(table.querySelector('b')).toBeNull();
    expect(within(panel).getByText('One row did not make sense and is left out.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Export CSV' }));
    const csv = await downloads[0];
    const lines = (csv ?? '').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"<b>bold</b>"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('a venue whose history fails says so; the other venue still lists its rows', async () => {
    server.use(
      http.get(`${VENUE_URLS.pacifica}/api/v1/trades/history`, () => new HttpResponse('down', { status: 502 })),
    );
    const { panel } = await openMyOperation();
    expect(await within(panel).findByText('Pacifica could not be read (error 502).')).toBeInTheDocument();
    const table = await within(panel).findByRole('table', { name: 'Fills and funding payments' });
    expect((await within(table).findAllByText('Hyperliquid')).length).toBeGreaterThan(0);
  });
});

describe('My Operation with a history cut short', () => {
  afterEach(() => vi.useRealTimers());

  it("says which venue's history could not all be read; its rows and totals still show", async () => {
    // Ten pages of Pacifica's trade history cost 120 of its 100 credits a minute: the venue's gate sends the last ones
    // a minute later, which the test's clock runs through.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const now = Date.now();
    // Pacifica's trades, one a minute, newest first, always with more: ten pages of 100 are read, then the reader stops.
    server.use(
      http.get(`${VENUE_URLS.pacifica}/api/v1/trades/history`, ({ request }) => {
        const cursor = Number(new URL(request.url).searchParams.get('cursor') ?? 0);
        const data = Array.from({ length: 100 }, (_, index) => ({
          history_id: cursor * 100 + index,
          symbol: 'SOL',
          amount: '1',
          price: '180',
          fee: '0.07',
          side: 'open_long',
          created_at: now - (cursor * 100 + index + 1) * 60_000,
        }));
        return HttpResponse.json({ success: true, data, next_cursor: String(cursor + 1), has_more: true });
      }),
    );
    const { panel } = await openMyOperation();
    const pacifica = within(panel).getByRole('group', { name: 'Pacifica' });
    await vi.advanceTimersByTimeAsync(70_000);
    expect(
      await within(pacifica).findByText(
        /^Not all of Pacifica's history could be read: totals reaching back before .+ are low\.$/,
      ),
    ).toBeInTheDocument();
    // The venue whose history was read in full says nothing of the kind.
    await within(within(panel).getByRole('group', { name: 'Hyperliquid' })).findByText(/^24 h: \$/);
    expect(within(within(panel).getByRole('group', { name: 'Hyperliquid' })).queryByText(/could be read/)).toBeNull();
    const table = within(panel).getByRole('table', { name: 'Fills and funding payments' });
    expect((await within(table).findAllByText('Pacifica')).length).toBeGreaterThan(0);
  });
});

describe('My Operation while the venues answer', () => {
  it('says it is reading instead of showing zeros, then shows each venue as soon as it answers', async () => {
    const hyperliquid = gate();
    const pacifica = gate();
    server.use(
      http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
        const body = (await request.clone().json()) as { type: string };
        if (body.type === 'userFillsByTime' || body.type === 'userFunding') await hyperliquid.passed;
        return undefined;
      }),
      http.get(`${VENUE_URLS.pacifica}/api/v1/trades/history`, async () => {
        await pacifica.passed;
        return undefined;
      }),
    );
    const { panel } = await openMyOperation();
    expect(within(panel).getByRole('status')).toHaveTextContent('Reading the accounts…');
    expect(within(panel).queryByRole('table', { name: 'Volume, fees and funding' })).toBeNull();
    expect(within(panel).getByRole('group', { name: 'Pacifica' })).toHaveTextContent('reading…');

    hyperliquid.open();
    const hyperliquidLine = within(panel).getByRole('group', { name: 'Hyperliquid' });
    await within(hyperliquidLine).findByText(/^24 h: \$[\d,]+\.\d\d · \d+ fills · funding -?\$/);
    // Hyperliquid's figures are in, Pacifica (still held back) says it is on its way and is left out of the totals.
    expect(within(panel).getByRole('status')).toHaveTextContent('Still reading Pacifica: not in these totals yet.');
    expect(within(panel).getByRole('group', { name: 'Pacifica' })).toHaveTextContent('reading…');
    const table = within(panel).getByRole('table', { name: 'Fills and funding payments' });
    expect(within(table).getAllByText('Hyperliquid').length).toBeGreaterThan(0);
    expect(within(table).queryByText('Pacifica')).toBeNull();
    const summary = within(panel).getByRole('table', { name: 'Volume, fees and funding' });
    expect(within(summary).getByRole('rowheader', { name: 'Last 24 h' }).closest('tr')?.textContent).not.toContain(
      '$0.00$0.00',
    );

    pacifica.open();
    expect((await within(table).findAllByText('Pacifica')).length).toBeGreaterThan(0);
    expect(within(panel).queryByRole('status')).toBeNull();
    await within(within(panel).getByRole('group', { name: 'Pacifica' })).findByText(/^24 h: \$/);
  });
});

describe('My Operation when a venue fails', () => {
  afterEach(() => vi.useRealTimers());

  it('a venue with no reply within 15 s says so on its own line; the other venue shows its figures', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get(`${VENUE_URLS.pacifica}/api/v1/funding/history`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { panel } = await openMyOperation();
    await within(within(panel).getByRole('group', { name: 'Hyperliquid' })).findByText(/^24 h: \$/);
    expect(within(panel).getByRole('status')).toHaveTextContent('Still reading Pacifica');
    await vi.advanceTimersByTimeAsync(15_001);
    const pacifica = within(panel).getByRole('group', { name: 'Pacifica' });
    expect(await within(pacifica).findByText('Pacifica could not be read (no reply within 15 s).')).toBeVisible();
    expect(within(panel).queryByRole('status')).toBeNull();
    const table = within(panel).getByRole('table', { name: 'Fills and funding payments' });
    expect(within(table).getAllByText('Hyperliquid').length).toBeGreaterThan(0);
  });

  it('a venue answering a shape it does not know costs only its own line', async () => {
    server.use(
      http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
        const body = (await request.clone().json()) as { type: string };
        if (body.type === 'userFunding') return HttpResponse.json({ funding: 'not today' });
        return undefined;
      }),
    );
    const { panel } = await openMyOperation();
    const hyperliquid = within(panel).getByRole('group', { name: 'Hyperliquid' });
    expect(
      await within(hyperliquid).findByText(
        'Hyperliquid could not be read (its reply is in a format this app does not know).',
      ),
    ).toBeVisible();
    await within(within(panel).getByRole('group', { name: 'Pacifica' })).findByText(/^24 h: \$/);
    const table = within(panel).getByRole('table', { name: 'Fills and funding payments' });
    expect(within(table).getAllByText('Pacifica').length).toBeGreaterThan(0);
    expect(within(table).queryByText('Hyperliquid')).toBeNull();
  });
});
