import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundWatcher } from '../../src/app/not-found-watcher';
import { pageTextSaysNotFound } from '../../src/app/model/not-found-text';
import { createQueryClient } from '../../src/app/query-client';
import { env } from '../../src/config/env';
import { server } from '../server';
import { currentPath, renderApp, signIn, storeDemoSession } from '../test-utils';

describe('routes', () => {
  it.each(['/', '/dashboard', '/dashboard/account', '/dashboard/wallets', '/dashboard/bot-management', '/nowhere'])(
    'sends a signed-out visitor from %s to /login',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
      expect(currentPath()).toBe('/login');
    },
  );

  it('sends a signed-in user from /login to /dashboard', async () => {
    storeDemoSession();
    renderApp('/login');
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('signs in on a first visit to /login, then signs out and in again on the same page', async () => {
    // The first sign-in happens on the router-less page (app.tsx), the second on the router's /login route.
    const { user } = renderApp('/login');
    await signIn(user);
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');

    await user.click(screen.getByRole('button', { name: 'Open user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');

    await signIn(user);
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('sends any unknown path to / and on to /dashboard', async () => {
    storeDemoSession();
    renderApp('/some/old/link');
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it.each([
    ['/dashboard/account', 'Account'],
    ['/dashboard/wallets', 'Wallet Manager'],
    ['/dashboard/bot-management', 'Bot Management'],
  ])('opens %s for a signed-in user, with a way back', async (path, title) => {
    storeDemoSession();
    const { user } = renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
  });

  it('asks for the account record on arrival, beside the page, and only once for a deep link to bot management', async () => {
    const { userId } = storeDemoSession();
    const asked: string[] = [];
    const onStart = ({ request }: { request: Request }) => {
      if (request.url === `${env.poolApiUrl}/${userId}`) asked.push(document.body.textContent ?? '');
    };
    server.events.on('request:start', onStart);
    try {
      renderApp('/dashboard/bot-management', { queryClient: createQueryClient() });
      expect(await screen.findByRole('heading', { name: 'Global Settings' })).toBeInTheDocument();
      // Asked on arrival, beside the page's chunk, and not again by the page (it finds it in the cache).
      expect(asked).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', onStart);
    }
  });

  it('reaches the account page and the wallet manager from the avatar menu', async () => {
    storeDemoSession();
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Wallet Manager' }));
    expect(await screen.findByRole('heading', { name: 'Wallet Manager' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account' }));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
  });
});

describe('the 404 watcher', () => {
  function page(html: string): HTMLElement {
    const root = document.createElement('div');
    root.innerHTML = html;
    return root;
  }

  it.each([
    ['<h1>404 — page not found</h1>', true],
    ['<p>error: NOT_FOUND</p>', true],
    ['<p>Welcome</p>', false],
    ['<div data-user-content><span>Cert 40404040</span></div>', false],
    ['<div role="dialog">Price $404.00</div>', false],
    ['<div role="alert">Request failed: 404</div>', false],
  ])('reads %s as not found: %s', (html, expected) => {
    expect(pageTextSaysNotFound(page(html))).toBe(expected);
  });

  function Harness({ text, userText }: { text: string; userText?: string }) {
    const location = useLocation();
    return (
      <>
        <NotFoundWatcher />
        <output aria-label="path">{location.pathname}</output>
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route
            path="*"
            element={
              <div>
                <p>{text}</p>
                {userText && <p data-user-content="">{userText}</p>}
              </div>
            }
          />
        </Routes>
      </>
    );
  }

  it('goes to / one second after a route whose page says 404', () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/missing']}>
        <Harness text="404 Not Found" />
      </MemoryRouter>,
    );
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.getByLabelText('path')).toHaveTextContent('/missing');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  });

  it('never fires on user data that happens to contain 404', () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/prices']}>
        <Harness text="Prices" userText="PSA 10 · $404.00 · cert 404404" />
      </MemoryRouter>,
    );
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByLabelText('path')).toHaveTextContent('/prices');
  });
});
