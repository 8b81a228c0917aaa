import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { useAuth } from '../../src/auth/auth-context';
import { readStoredSession } from '../../src/auth/model/session-storage';
import { poolClient } from '../../src/lib/pool-client';
import { server } from '../server';
import { currentPath, renderApp, storeDemoSession } from '../test-utils';

describe('the stored session at start-up', () => {
  it('is anonymous with nothing stored', () => {
    expect(readStoredSession('PoolBot')).toEqual({ status: 'anonymous', corrupt: false });
  });

  it('falls back to the guest user Utente when a token has no user record', () => {
    localStorage.setItem('token', 'abc');
    const session = readStoredSession('PoolBot');
    expect(session).toMatchObject({
      status: 'authenticated',
      user: { id: 'guest', documentId: 'guest', name: 'Utente', token: 'abc' },
    });
  });

  it('is anonymous without a token, and drops a user left without one', () => {
    localStorage.setItem('user', JSON.stringify({ id: '1', email: 'a@b.c', name: 'a', token: 't' }));
    expect(readStoredSession('PoolBot').status).toBe('anonymous');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it.each([['{not json'], ['[1,2,3]'], ['{"id":""}'], ['null']])('removes a corrupt user (%s)', (stored) => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', stored);
    expect(readStoredSession('PoolBot')).toEqual({ status: 'anonymous', corrupt: true });
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['/dashboard', 'abc'],
    ['/login', 'abc'],
    ['/login', null],
  ])(
    'warns on the console and shows the login page when the stored user is corrupt (%s, token %s)',
    async (path, token) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      if (token) localStorage.setItem('token', token);
      localStorage.setItem('user', '{broken');
      renderApp(path);
      expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('stored user could not be read'));
      expect(warn.mock.calls.flat().join(' ')).not.toContain('abc');
      expect(localStorage.getItem('user')).toBeNull();
    },
  );

  it('restores a stored session and sends its bearer with the first request', async () => {
    const { token } = storeDemoSession();
    renderApp('/dashboard');
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    let authorization: string | null = null;
    server.use(
      http.get(`${env.poolApiUrl}/probe`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    await poolClient.get('/probe');
    expect(authorization).toBe(`Bearer ${token}`);
  });
});

describe('signing out', () => {
  it('shows the user in the avatar menu, clears storage and the bearer, calls logout with the old token, and goes to the login page', async () => {
    const { token } = storeDemoSession();
    const logoutAuth: string[] = [];
    server.use(
      http.post(`${env.poolApiUrl}/api/logout`, ({ request }) => {
        logoutAuth.push(request.headers.get('Authorization') ?? '');
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open user menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('demo')).toBeInTheDocument();
    expect(within(menu).getByText('ID: 1')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));

    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(logoutAuth).toEqual([`Bearer ${token}`]));
    let afterwards: string | null = 'unset';
    server.use(
      http.get(`${env.poolApiUrl}/probe`, ({ request }) => {
        afterwards = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    await poolClient.get('/probe');
    expect(afterwards).toBeNull();
  });

  it('goes to / after logout, whatever page it was on, and from there to the login page', async () => {
    storeDemoSession();
    const visited: string[] = [];
    const replaceState = window.history.replaceState.bind(window.history);
    vi.spyOn(window.history, 'replaceState').mockImplementation((data: unknown, unused: string, url) => {
      visited.push(String(url));
      replaceState(data, unused, url);
    });
    const { user } = renderApp('/dashboard/wallets');
    await user.click(await screen.findByRole('button', { name: 'Open user menu' }));
    visited.length = 0;
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Log Out' }));
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(visited[0]).toBe('/');
    expect(currentPath()).toBe('/login');
  });

  it('still signs out when the logout call fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { token } = storeDemoSession();
    server.use(http.post(`${env.poolApiUrl}/api/logout`, () => HttpResponse.error()));
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn.mock.calls.flat().join(' ')).not.toContain(token);
  });

  it('signs out when another tab signs out', async () => {
    storeDemoSession();
    renderApp('/dashboard');
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'x', newValue: null }));
    expect(await screen.findByText('You were signed out in another tab.')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('signs out once, with a session-expired message, when calls come back 401', async () => {
    storeDemoSession();
    let logouts = 0;
    server.use(
      http.get(`${env.poolApiUrl}/expired`, () => HttpResponse.json({ error: 'jwt expired' }, { status: 401 })),
      http.post(`${env.poolApiUrl}/api/logout`, () => {
        logouts++;
        return HttpResponse.json({});
      }),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    const results = await Promise.allSettled([poolClient.get('/expired'), poolClient.get('/expired')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(screen.getAllByText('Your session has expired. Please sign in again.')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(logouts).toBe(0);
  });

  it('does not sign out on a 401 from the login call itself', async () => {
    storeDemoSession();
    renderApp('/dashboard');
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    await expect(poolClient.post('/api/login', { username: 'x', password: 'y' })).rejects.toMatchObject({
      status: 401,
    });
    expect(screen.getByText('No open panels')).toBeInTheDocument();
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});

describe('useAuth', () => {
  it('throws outside the AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useAuth must be used inside an AuthProvider');
  });
});
