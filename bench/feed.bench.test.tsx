// `npm run bench`: 2,000 feed events at 500 a second through the shared socket, the buffer and the listings panel.
// It prints the processing time per event and the rows in the DOM; it is a measurement, not part of `npm test`.
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse, ws } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { env } from '../src/config/env';
import { i18nReady } from '../src/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthContext, type AuthContextValue } from '../src/auth/auth-context';
import { ToastProvider } from '../src/components/toast';
import FeedPanel from '../src/features/live-feed/components/feed-panel';
import { FEED_CAP } from '../src/feed/model/feed-buffer';
import { DEFAULT_FEED_PANEL_STATE } from '../src/features/live-feed/model/feed-panel-state';

const EVENTS = 2000;
const PER_SECOND = 500;
const TICK_MS = 10;

const feed = ws.link(env.liveFeedUrl);
let send: ((data: string) => void) | null = null;
const server = setupServer(
  feed.addEventListener('connection', ({ client }) => (send = (data) => client.send(data))),
  // The panel reads the user's account record (its buying costs): an empty one, as a new user has.
  http.get(`${env.poolApiUrl}/:id`, () => HttpResponse.json({ data: { id: 'bench', username: 'bench' } })),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18nReady;
});
afterAll(() => server.close());

it(`handles ${EVENTS} events at ${PER_SECOND}/s`, async () => {
  // Timers and the clock are simulated; performance.now() stays real, to measure the work itself.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const refuse = () => Promise.reject(new Error('not in the bench'));
  const auth: AuthContextValue = {
    status: 'authenticated',
    user: { id: 'bench', documentId: 'bench', email: 'bench@example.com', name: 'bench', token: 'bench' },
    signOutReason: null,
    login: refuse,
    verifyTwoFactor: refuse,
    startSession: () => undefined,
    updateUser: () => undefined,
    logout: () => Promise.resolve(),
  };
  // A filter on, as a sniper would have it: the panel filters every batch.
  const state = { ...DEFAULT_FEED_PANEL_STATE, filters: { ...DEFAULT_FEED_PANEL_STATE.filters, maxPriceUsd: 1000 } };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={auth}>
        <ToastProvider>
          <FeedPanel
            title="Collector Crypt Listing"
            params={{ platform: 'collector_crypt', kind: 'listing' }}
            initialState={state}
            saveState={() => undefined}
            api={{
              setTitle: () => undefined,
              close: () => undefined,
              focus: () => undefined,
              setUnsavedChanges: () => undefined,
              openPanel: () => undefined,
              select: () => undefined,
            }}
            selection={null}
          />
        </ToastProvider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10);
  });
  if (!send) throw new Error('the panel did not connect');
  const perTick = (PER_SECOND * TICK_MS) / 1000;
  const started = performance.now();
  let sent = 0;
  while (sent < EVENTS) {
    for (let index = 0; index < perTick && sent < EVENTS; index++, sent++) {
      send(
        JSON.stringify({
          type: 'new_listing',
          data: {
            tokenMint: `Mint${sent}`,
            timestamp: Date.now() + sent,
            name: `Card ${sent}`,
            priceSOL: 1,
            priceUSD: 180,
            isGoodDeal: sent % 3 === 0,
          },
        }),
      );
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TICK_MS);
    });
  }
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  const elapsed = performance.now() - started;
  const rows = screen.getAllByRole('listitem').length;
  console.log(
    `feed bench: ${EVENTS} events, ${(elapsed / EVENTS).toFixed(3)} ms per event (${elapsed.toFixed(0)} ms in all), ${rows} rows in the DOM`,
  );
  expect(rows).toBeLessThanOrEqual(FEED_CAP);
  expect(screen.getByText(`Card ${EVENTS - 1}`)).toBeInTheDocument();
});
