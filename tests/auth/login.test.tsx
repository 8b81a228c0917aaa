import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { i18n } from '../../src/i18n';
import { db } from '../../src/mocks/db';
import { server } from '../server';
import { currentDemoCode, currentPath, renderApp, signIn } from '../test-utils';
import { gate } from '../gate';
import { storageDisabled, storageFull } from '../refused-storage';

const loginUrl = `${env.providerUrl}/api/login`;
const verifyUrl = `${env.providerUrl}/api/2fa/verify`;

describe('signing in', () => {
  it('keeps the session for the tab when storage refuses to hold it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storageFull();
    const { user } = renderApp('/login');
    await signIn(user);
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Browser storage is unavailable'));
    await user.click(screen.getByRole('button', { name: 'Open user menu' }));
    expect(within(await screen.findByRole('menu')).getByText('demo')).toBeInTheDocument();
  });

  it('opens and signs in when the browser blocks storage altogether', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // As a browser with site data blocked does: merely reading window.localStorage throws.
    storageDisabled();
    const { user } = renderApp('/login');
    await signIn(user);
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('signs in with the demo account, stores the session and lands on the dashboard', async () => {
    const { user } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'PoolBot' })).toBeInTheDocument();
    expect(screen.getByText('BOT MANAGEMENT SYSTEM')).toBeInTheDocument();
    expect(screen.getByText('Powered by')).toBeInTheDocument();
    expect(screen.getByText('Nimbus Pool')).toBeInTheDocument();

    await signIn(user);

    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(localStorage.getItem('token')).toMatch(/^demo-/);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      id: '1',
      name: 'demo',
      documentId: 'doc-demo',
    });
    expect(localStorage.getItem('user')).not.toContain('demo1234');
  });

  it('requires both fields and sends nothing without them', async () => {
    let calls = 0;
    server.use(
      http.post(loginUrl, () => {
        calls++;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('shows a spinner, disables LOGIN while the request runs, and sends one request for a double submit', async () => {
    let calls = 0;
    const reply = gate();
    server.use(
      http.post(loginUrl, async () => {
        calls++;
        await reply.passed;
        return HttpResponse.json({ success: false }, { status: 401 });
      }),
    );
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}{Enter}');
    const button = screen.getByRole('button', { name: 'LOGIN' });
    expect(button).toBeDisabled();
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    reply.open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(button).toBeEnabled();
    expect(calls).toBe(1);
  });

  it('says the credentials are wrong, in English and in Italian, and stays on /login', async () => {
    const { user } = renderApp('/login');
    await signIn(user, 'demo', 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();

    await i18n.changeLanguage('it');
    await user.type(screen.getByLabelText('Password'), 'still-wrong');
    await user.click(screen.getByRole('button', { name: 'ACCEDI' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Credenziali non valide'));
  });

  it.each([
    [
      'the server error text',
      HttpResponse.json({ success: false, error: 'Account locked' }, { status: 403 }),
      'Account locked',
    ],
    ['a refusal with no text', HttpResponse.json({ success: false }), 'Login failed. Check your credentials.'],
    [
      'a success without a user',
      HttpResponse.json({ success: true, token: 'abc' }),
      'Login error: token or user missing',
    ],
    ['a malformed reply', HttpResponse.text('<html>hello</html>'), 'Unauthorized access'],
    ['a server fault', new HttpResponse(null, { status: 502 }), 'Server error'],
    ['no reply at all', HttpResponse.error(), 'Network Error'],
  ])('shows %s', async (_case, reply, message) => {
    server.use(http.post(loginUrl, () => reply));
    const { user } = renderApp('/login');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(currentPath()).toBe('/login');
  });

  it('shows the Italian messages word for word', async () => {
    await i18n.changeLanguage('it');
    server.use(http.post(loginUrl, () => HttpResponse.json({ success: true, token: 'abc' })));
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Nome utente'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'ACCEDI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante il login: token o utente mancanti');
  });

  it('accepts the user id as the token when the reply has none', async () => {
    server.use(
      http.post(loginUrl, () =>
        HttpResponse.json({ success: true, user: { id: 7, documentId: 'd7', username: 'seven' } }),
      ),
      // The dashboard reads the user's record (the strategies' guard): the pool API knows this session. Unknown, it
      // would answer 401 and sign the user out, as it should.
      http.get(`${env.poolApiUrl}/7`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer 7'
          ? HttpResponse.json({ data: { id: 7, documentId: 'd7', user: 'seven' } })
          : HttpResponse.json({ success: false, error: 'Unauthorized' }, { status: 401 }),
      ),
    );
    const { user } = renderApp('/login');
    await signIn(user);
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('7');
  });
});

describe('the two-factor step at sign-in', () => {
  async function reachTwoFactorDialog() {
    const utils = renderApp('/login');
    await signIn(utils.user, 'demo2fa');
    const dialog = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' });
    expect(localStorage.getItem('token')).toBeNull();
    return { ...utils, dialog };
  }

  it('strips non-digits, cuts to six, and enables Verify only with six digits', async () => {
    const { user, dialog } = await reachTwoFactorDialog();
    const field = within(dialog).getByLabelText('Enter 6-digit code');
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(verify).toHaveAccessibleDescription('Enter all 6 digits (0 so far)');
    await user.type(field, '12a3-4 5');
    expect(field).toHaveValue('12345');
    expect(verify).toBeDisabled();
    // Beside Verify, what it waits for.
    expect(within(dialog).getByText('Enter all 6 digits (5 so far)')).toBeVisible();
    await user.type(field, '6789');
    expect(field).toHaveValue('123456');
    expect(verify).toBeEnabled();
    expect(within(dialog).queryByText(/Enter all 6 digits/)).not.toBeInTheDocument();
  });

  it('signs in with the current code and loads the user record the verify reply left out', async () => {
    const { user, dialog } = await reachTwoFactorDialog();
    await user.type(within(dialog).getByLabelText('Enter 6-digit code'), currentDemoCode());
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: '2', name: 'demo2fa' });
  });

  it('uses the user in the verify reply when there is one', async () => {
    server.use(
      http.post(verifyUrl, () =>
        HttpResponse.json({
          success: true,
          token: 'tok',
          user: { id: '2', documentId: 'doc', username: 'from-verify' },
        }),
      ),
    );
    // The session the verify reply names is one the pool API knows (the dashboard reads the user's record with it).
    db().sessions['tok'] = '2';
    const { user, dialog } = await reachTwoFactorDialog();
    await user.type(within(dialog).getByLabelText('Enter 6-digit code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'from-verify', token: 'tok' });
  });

  it('says a wrong code is invalid and keeps the dialog open', async () => {
    const { user, dialog } = await reachTwoFactorDialog();
    const wrong = currentDemoCode() === '000000' ? '111111' : '000000';
    await user.type(within(dialog).getByLabelText('Enter 6-digit code'), wrong);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says Invalid verification code when the reply lacks a token', async () => {
    server.use(http.post(verifyUrl, () => HttpResponse.json({ success: true })));
    const { user, dialog } = await reachTwoFactorDialog();
    await user.type(within(dialog).getByLabelText('Enter 6-digit code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeInTheDocument();
  });

  it('says Verification failed when the request gets no reply, disabling both buttons while it runs', async () => {
    const reply = gate();
    server.use(
      http.post(verifyUrl, async () => {
        await reply.passed;
        return HttpResponse.error();
      }),
    );
    const { user, dialog } = await reachTwoFactorDialog();
    await user.type(within(dialog).getByLabelText('Enter 6-digit code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    reply.open();
    expect(await within(dialog).findByText('Verification failed')).toBeInTheDocument();
  });

  it('closes on Cancel and leaves the user signed out on the login page', async () => {
    const { user, dialog } = await reachTwoFactorDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
