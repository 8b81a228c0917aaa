import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { App } from '../src/app/app';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, db } from '../src/mocks/db';
import { totpFor } from '../src/mocks/totp';
import type { PanelApi } from '../src/panel-contract/panel-props';
import type { VenueRegistry } from '../src/markets/venue-registry';

/**
 * waitFor that, under fake timers, runs the clock on while it waits: the venues' gates pace reads in time, not in
 * work, so a test waits for what the app does rather than for the venues' published limits. Under real timers it is
 * waitFor itself. Its timeout runs on the clock it advances, 250 ms a try: the default 1 s is about four tries.
 */
export async function waitRunningClock<T>(check: () => T | Promise<T>, options?: { timeout?: number }): Promise<T> {
  return waitFor(async () => {
    if (vi.isFakeTimers()) await act(() => vi.advanceTimersByTimeAsync(250));
    return check();
  }, options);
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * MUI's styles go to a style element outside the document. jsdom works out every element's computed style by
 * matching it against every rule in the document (Testing Library asks for it to find accessible names, user-event
 * before each click), which made most of the suite's time; no test depends on a stylesheet rule.
 */
const detachedStyles = createCache({ key: 'test', container: document.createElement('div') });

/** One component inside the app's providers (theme, a fresh query client), as a panel is inside the workspace. */
export function renderInProviders(ui: ReactElement, queryClient: QueryClient = testQueryClient()) {
  const user = userEvent.setup({
    delay: null,
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const utils = render(
    <CacheProvider value={detachedStyles}>
      <AppProviders queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </AppProviders>
    </CacheProvider>,
  );
  return { user, queryClient, ...utils };
}

/**
 * The whole app, as a user meets it, at a given path. Its queries do not retry and are stale at once unless a test
 * asks for the app's own cache rules (`createQueryClient()`), as tests of what the cache keeps do.
 */
export function renderApp(
  path = '/',
  { queryClient = testQueryClient(), venues }: { queryClient?: QueryClient; venues?: VenueRegistry } = {},
) {
  window.history.replaceState({}, '', path);
  // No pause between simulated keystrokes: the same events, without thousands of timers.
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <CacheProvider value={detachedStyles}>
      <AppProviders queryClient={queryClient} venues={venues}>
        <App />
      </AppProviders>
    </CacheProvider>,
  );
  return { user, ...utils };
}

/** Puts a real demo session in storage, as a previous sign-in would have. */
export function storeDemoSession(username = 'demo'): { token: string; userId: string } {
  const record = db().users.find((candidate) => candidate.username === username);
  if (!record) throw new Error(`no demo user ${username}`);
  const token = `test-token-${record.id}`;
  db().sessions[token] = record.id;
  localStorage.setItem('token', token);
  localStorage.setItem(
    'user',
    JSON.stringify({ id: record.id, documentId: record.documentId, email: record.email, name: record.username, token }),
  );
  return { token, userId: record.id };
}

export async function signIn(user: ReturnType<typeof userEvent.setup>, username = 'demo', password = DEMO_PASSWORD) {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
}

export function currentDemoCode(): string {
  return totpFor(DEMO_TOTP_SECRET).generate();
}

export function currentPath(): string {
  return window.location.pathname;
}

/**
 * Opens a panel as a user would: through the side menu, expanding the groups on the way. The workspace then moves the
 * keyboard focus into the panel, a frame later; this waits until it has, so that move never lands in the middle of what
 * the test does next (it would close a list the test just opened, or take the focus from a field).
 */
export async function openFromMenu(user: ReturnType<typeof userEvent.setup>, ...path: string[]) {
  const menu = await screen.findByRole('navigation', { name: 'Menu' });
  for (const label of path) {
    const buttons = within(menu).getAllByRole('button', { name: new RegExp(`^${label}`) });
    const button = buttons[buttons.length - 1];
    if (!button) throw new Error(`no menu entry ${label}`);
    await user.click(button);
  }
  // The click left the focus on the menu entry; the panel's frame takes it.
  await waitFor(() => expect(document.activeElement?.closest('[data-panel-id]')).toBeInstanceOf(HTMLElement));
}

/** A panel's API for a panel rendered on its own (outside a workspace): every call recorded, nothing done. */
export function testPanelApi(): PanelApi {
  return {
    setTitle: vi.fn(),
    close: vi.fn(),
    focus: vi.fn(),
    setUnsavedChanges: vi.fn(),
    openPanel: vi.fn(),
    select: vi.fn(),
  };
}
