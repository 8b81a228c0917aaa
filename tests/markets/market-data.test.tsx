import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMarketData } from '../../src/markets/use-market-data';
import { VENUES, type BuiltInVenueId } from '../../src/markets/model/venues';
import { server } from '../server';
import { testQueryClient } from '../test-utils';
import { VENUE_URLS } from '../../src/markets/venue-sources';

/** The one call every read of a venue makes, to count reads by. */
const READ_PATH: Record<BuiltInVenueId, string> = {
  hyperliquid: '/info',
  aster: '/fapi/v3/premiumIndex',
  lighter: '/api/v1/funding-rates',
  edgex: '/api/v1/public/quote/getTicker',
  pacifica: '/api/v1/info/prices',
  backpack: '/api/v1/markPrices',
};

let reads: Record<BuiltInVenueId, number>;
const countRead = ({ request }: { request: Request }) => {
  for (const venue of VENUES) if (request.url === `${VENUE_URLS[venue]}${READ_PATH[venue]}`) reads[venue] += 1;
};

beforeEach(() => {
  reads = { hyperliquid: 0, aster: 0, lighter: 0, edgex: 0, pacifica: 0, backpack: 0 };
  server.events.on('request:start', countRead);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  server.events.removeListener('request:start', countRead);
});

function Panel({ name, venues }: { name: string; venues?: BuiltInVenueId[] }) {
  const data = useMarketData(venues);
  return (
    <ul aria-label={name}>
      {data.venues.map(({ venue, state, feed }) => (
        <li key={venue}>
          {venue}: {state}, {feed?.snapshot?.markets.length ?? 0} markets
        </li>
      ))}
      <li>rows: {data.board.length}</li>
    </ul>
  );
}

function renderPanels(client: QueryClient, ...panels: { name: string; venues?: BuiltInVenueId[] }[]) {
  return render(
    <QueryClientProvider client={client}>
      {panels.map((panel) => (
        <Panel key={panel.name} {...panel} />
      ))}
    </QueryClientProvider>,
  );
}

async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('live market data', () => {
  it('reads each venue once for every panel that shows it, then every 10 s', async () => {
    const client = testQueryClient();
    renderPanels(client, { name: 'Funding Rate' }, { name: 'Open Interest' });
    const funding = screen.getByRole('list', { name: 'Funding Rate' });
    expect(await within(funding).findByText(/^hyperliquid: live, \d+ markets$/)).toBeInTheDocument();
    await settle(100);
    expect(within(screen.getByRole('list', { name: 'Open Interest' })).getByText(/^lighter: live/)).toBeInTheDocument();
    expect(reads).toEqual({ hyperliquid: 1, aster: 1, lighter: 1, edgex: 1, pacifica: 1, backpack: 1 });
    await settle(10_000);
    expect(Object.values(reads)).toEqual([2, 2, 2, 2, 2, 2]);
    await settle(30_000);
    expect(Object.values(reads)).toEqual([5, 5, 5, 5, 5, 5]);
  });

  it('matches the venues by asset: BTC, ETH and SOL on all six make one row each', async () => {
    const client = testQueryClient();
    renderPanels(client, { name: 'Funding Rate' });
    const list = screen.getByRole('list', { name: 'Funding Rate' });
    for (const venue of VENUES)
      expect(await within(list).findByText(new RegExp(`^${venue}: live`))).toBeInTheDocument();
    const board = client.getQueryCache().findAll({ queryKey: ['markets', 'venue'] });
    expect(board).toHaveLength(6);
    expect(within(list).getByText(/^rows: \d+$/).textContent).toMatch(/rows: (1\d|2\d)/);
  });

  it('reads nothing once no panel needs a venue, and only the venues a panel shows', async () => {
    const client = testQueryClient();
    const view = renderPanels(client, { name: 'Funding Rate', venues: ['hyperliquid', 'lighter'] });
    expect(await screen.findByText(/^lighter: live/)).toBeInTheDocument();
    await settle(100);
    expect(reads).toMatchObject({ hyperliquid: 1, lighter: 1, aster: 0, edgex: 0, pacifica: 0, backpack: 0 });
    view.unmount();
    await settle(120_000);
    expect(reads).toMatchObject({ hyperliquid: 1, lighter: 1, aster: 0 });
  });

  it('keeps the last good data of a venue that fails, marks it unavailable, and the others keep going', async () => {
    const client = testQueryClient();
    renderPanels(client, { name: 'Funding Rate', venues: ['pacifica', 'backpack'] });
    expect(await screen.findByText(/^pacifica: live, \d+ markets$/)).toBeInTheDocument();
    await settle(100);
    server.use(http.get(`${VENUE_URLS.pacifica}/api/v1/info/prices`, () => new HttpResponse(null, { status: 502 })));
    await settle(10_000);
    expect(await screen.findByText(/^pacifica: unavailable, [1-9]\d* markets$/)).toBeInTheDocument();
    expect(screen.getByText(/^backpack: live, [1-9]\d* markets$/)).toBeInTheDocument();
  });

  it('backs off after failures: 10 s, then 20, 40, 80 s between reads, and back to 10 s once it answers', async () => {
    server.use(http.get(`${VENUE_URLS.pacifica}/api/v1/info/prices`, () => HttpResponse.error()));
    const client = testQueryClient();
    renderPanels(client, { name: 'Funding Rate', venues: ['pacifica'] });
    expect(await screen.findByText(/^pacifica: unavailable, 0 markets$/)).toBeInTheDocument();
    await settle(100);
    expect(reads.pacifica).toBe(1);
    await settle(19_000);
    expect(reads.pacifica).toBe(1);
    await settle(1_000);
    expect(reads.pacifica).toBe(2);
    await settle(39_000);
    expect(reads.pacifica).toBe(2);
    await settle(1_000);
    expect(reads.pacifica).toBe(3);
    server.resetHandlers();
    await settle(80_000);
    expect(reads.pacifica).toBe(4);
    expect(await screen.findByText(/^pacifica: live/)).toBeInTheDocument();
    await settle(10_000);
    expect(reads.pacifica).toBe(5);
  });

  it('reads nothing while the tab is hidden, and catches up as soon as it shows again', async () => {
    const client = testQueryClient();
    renderPanels(client, { name: 'Funding Rate', venues: ['hyperliquid'] });
    expect(await screen.findByText(/^hyperliquid: live/)).toBeInTheDocument();
    await settle(100);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await settle(60_000);
    expect(reads.hyperliquid).toBe(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle(100);
    expect(reads.hyperliquid).toBe(2);
  });
});
