import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gate } from '../../gate';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

// 14:30 UTC: "today" is 23 November 2026 (UTC) whatever the machine's zone.
const NOW = Date.UTC(2026, 10, 23, 14, 30);
const DAY = 86_400_000;

async function openSettings(venue: string) {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Volume Bot', 'Settings', venue);
  const panel = await screen.findByRole('region', { name: `${venue} Settings` });
  const volume = await within(panel).findByRole('region', { name: `Volume on ${venue}` });
  return { ...utils, panel, volume };
}

/** Hyperliquid's fills for the demo account: the ones a test puts there; no funding. */
function hyperliquidFills(fills: { sz: string; px: string; fee: string; time: number }[], held?: Promise<void>) {
  return http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
    const body = (await request.clone().json()) as { type: string };
    if (body.type === 'userFunding') return HttpResponse.json([]);
    if (body.type !== 'userFillsByTime') return undefined;
    if (held) await held;
    return HttpResponse.json(fills.map((fill, index) => ({ coin: 'BTC', side: 'B', tid: index + 1, ...fill })));
  });
}

/** Hyperliquid serving the fills a test gives (oldest first) as userFillsByTime does: from startTime, 2,000 a page. */
function hyperliquidPaged(fills: { sz: string; px: string; fee: string; time: number }[]) {
  const rows = fills.map((fill, index) => ({ coin: 'BTC', side: 'B', tid: index + 1, ...fill }));
  return http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
    const body = (await request.clone().json()) as { type: string; startTime: number };
    if (body.type === 'userFunding') return HttpResponse.json([]);
    if (body.type !== 'userFillsByTime') return undefined;
    return HttpResponse.json(rows.filter((fill) => fill.time >= body.startTime).slice(0, 2000));
  });
}

const WEEK = [
  { sz: '0.1', px: '100000', fee: '3.5', time: NOW - 60_000 },
  { sz: '0.2', px: '100000', fee: '7', time: Date.UTC(2026, 10, 23, 0, 0, 1) },
  // Yesterday 23:59 UTC: not today's volume.
  { sz: '1', px: '10000', fee: '3.5', time: Date.UTC(2026, 10, 22, 23, 59) },
  { sz: '1', px: '10000', fee: '3.5', time: NOW - 2 * DAY },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('Exchange settings: volume against the target', () => {
  it("shows today's UTC volume against the saved target, the week as a chart, and fees per $1M", async () => {
    server.use(hyperliquidFills(WEEK));
    const { volume, panel } = await openSettings('Hyperliquid');
    // The demo account's saved target is $50,000 a day.
    expect(await within(volume).findByText('Today: $30,000.00 of the $50,000.00 target (60%)')).toBeVisible();
    expect(within(volume).getByRole('progressbar', { name: "Today's volume against the target" })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    const chart = within(volume).getByRole('img', { name: /^Volume of the last 7 days \(UTC\): / });
    expect(chart.getAttribute('aria-label')).toContain('Nov 22: $10K');
    expect(chart.getAttribute('aria-label')).toContain('Nov 21: $10K');
    expect(chart.getAttribute('aria-label')).toContain('Nov 23: $30K');
    expect(chart.getAttribute('aria-label')).toContain('Nov 17: $0');
    // $17.50 of fees on $50,000 traded over the week.
    expect(within(volume).getByText('Fees: $350.00 per $1M of volume (last 7 days)')).toBeVisible();
    // The settings are there as ever.
    expect(within(panel).getByRole('textbox', { name: 'Account address' })).toBeInTheDocument();
  });

  it('as many fills as Hyperliquid serves, reaching back inside the week: says the figures before then are low', async () => {
    // 10,000 fills, one every 30 s from 3½ days ago: all Hyperliquid serves, so older ones may exist.
    const first = NOW - 3.5 * DAY;
    const fills = Array.from({ length: 10_000 }, (_, index) => ({
      sz: '0.01',
      px: '100000',
      fee: '0.35',
      time: first + index * 30_000,
    }));
    server.use(hyperliquidPaged(fills));
    const { volume } = await openSettings('Hyperliquid');
    expect(
      await within(volume).findByText(/^Not all fills could be read: the figures before Nov 2[01], 2026.* are low\.$/),
    ).toBeVisible();
    // The figures still show.
    expect(within(volume).getByText(/^Today: \$/)).toBeVisible();
    expect(within(volume).getByText('Fees: $350.00 per $1M of volume (last 7 days)')).toBeVisible();
  });

  it('a cut older than the week the chart shows says nothing', async () => {
    const first = NOW - 8 * DAY;
    const fills = Array.from({ length: 10_000 }, (_, index) => ({
      sz: '0.01',
      px: '100000',
      fee: '0.35',
      time: first + index * 60_000,
    }));
    server.use(hyperliquidPaged(fills));
    const { volume } = await openSettings('Hyperliquid');
    expect(await within(volume).findByText(/^Today: \$/)).toBeVisible();
    expect(within(volume).queryByText(/^Not all fills could be read/)).toBeNull();
  });

  it('says it is reading while the fills are on their way, then shows the figure', async () => {
    const held = gate();
    server.use(hyperliquidFills(WEEK, held.passed));
    const { volume } = await openSettings('Hyperliquid');
    expect(await within(volume).findByRole('status')).toHaveTextContent("Reading Hyperliquid's fills…");
    expect(within(volume).queryByText(/^Today:/)).toBeNull();
    held.open();
    expect(await within(volume).findByText(/^Today: \$30,000\.00/)).toBeVisible();
    expect(within(volume).queryByRole('status')).toBeNull();
  });

  it('a fill with a notional past any number is left out and counted; the rest still adds up', async () => {
    server.use(hyperliquidFills([...WEEK, { sz: '1e308', px: '100000', fee: '0', time: NOW - 1_000 }]));
    const { volume } = await openSettings('Hyperliquid');
    expect(await within(volume).findByText(/^Today: \$30,000\.00/)).toBeVisible();
    expect(within(volume).getByText('One row did not make sense and is left out.')).toBeVisible();
  });

  it('a venue that fails says so in the volume section only; the form still works', async () => {
    server.use(
      http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
        const body = (await request.clone().json()) as { type: string };
        return body.type === 'userFillsByTime' ? new HttpResponse('bad gateway', { status: 502 }) : undefined;
      }),
    );
    const { volume, panel } = await openSettings('Hyperliquid');
    expect(await within(volume).findByText('Hyperliquid could not be read (error 502).')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('a reply of a shape this app does not know says so in the volume section only', async () => {
    server.use(
      http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
        const body = (await request.clone().json()) as { type: string };
        return body.type === 'userFillsByTime' ? HttpResponse.json({ fills: 'soon' }) : undefined;
      }),
    );
    const { volume, panel } = await openSettings('Hyperliquid');
    expect(
      await within(volume).findByText(
        'Hyperliquid could not be read (its reply is in a format this app does not know).',
      ),
    ).toBeVisible();
    expect(within(panel).getByRole('textbox', { name: 'Account address' })).toBeEnabled();
  });

  it('a venue that answers nothing within 15 s says so', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    server.use(
      http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
        const body = (await request.clone().json()) as { type: string };
        if (body.type !== 'userFillsByTime') return undefined;
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const { volume } = await openSettings('Hyperliquid');
    expect(await within(volume).findByRole('status')).toHaveTextContent("Reading Hyperliquid's fills…");
    await vi.advanceTimersByTimeAsync(15_001);
    expect(await within(volume).findByText('Hyperliquid could not be read (no reply within 15 s).')).toBeVisible();
  });

  it.each([
    ['Aster', "Aster serves account data only to requests signed with the account's API key"],
    ['EdgeX', "EdgeX serves account data only to requests signed with the account's API key"],
    ['Lighter', "Lighter serves fills and funding only with an auth token made from the account's API key"],
  ])('%s, whose fills cannot be read key-less, says so', async (venue, words) => {
    const { volume } = await openSettings(venue);
    expect(within(volume).getByText(new RegExp(`^${words}`))).toBeVisible();
    expect(within(volume).queryByRole('progressbar')).toBeNull();
  });
});
