import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { i18n } from '../../../src/i18n';
import { db } from '../../../src/mocks/db';
import { totpCode } from '../../../src/features/account/model/totp';
import { server } from '../../server';
import { currentDemoCode, renderApp, storeDemoSession } from '../../test-utils';

async function openAccount(username = 'demo') {
  storeDemoSession(username);
  const utils = renderApp('/dashboard/account');
  await screen.findByRole('heading', { name: 'Account' });
  return utils;
}

async function openEditor(user: Awaited<ReturnType<typeof openAccount>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return screen.findByRole('dialog', { name: 'Edit Profile' });
}

const storedUser = () => JSON.parse(localStorage.getItem('user') ?? '{}') as { name?: string; user?: string };

describe('the account page', () => {
  it('shows the username and the user id', async () => {
    await openAccount();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('demo')).toBeInTheDocument();
    expect(within(profile).getByText('1')).toBeInTheDocument();
  });

  it("titles the dialog 'Modifica Profilo' in Italian", async () => {
    await i18n.changeLanguage('it');
    const { user } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Modifica profilo' }));
    expect(await screen.findByRole('dialog', { name: 'Modifica Profilo' })).toBeInTheDocument();
  });
});

describe('editing the profile', () => {
  it('renames the user, merges the new name into the stored user, and closes', async () => {
    const { user } = await openAccount();
    const dialog = await openEditor(user);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    // Beside Save, what it waits for.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      'Change the username or the password to save.',
    );
    expect(within(dialog).getByText('Change the username or the password to save.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('New username'), 'misty');
    expect(within(dialog).queryByText('Change the username or the password to save.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedUser()).toMatchObject({ name: 'misty', user: 'misty' });
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('misty')).toBeInTheDocument();
    expect(db().users.find((record) => record.id === '1')?.username).toBe('misty');
  });

  it('refuses a name that is taken', async () => {
    const { user } = await openAccount();
    const dialog = await openEditor(user);
    await user.type(within(dialog).getByLabelText('New username'), 'demo2fa');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Username is already taken')).toBeInTheDocument();
    expect(storedUser().name).toBe('demo');
  });

  it.each([
    [{ 'New password': 'abcdef', 'Confirm new password': 'abcdef' }, 'Current password is required'],
    [{ 'Current password': 'demo1234', 'Confirm new password': 'abcdef' }, 'New password is required'],
    [
      { 'Current password': 'demo1234', 'New password': 'abcdef', 'Confirm new password': 'abcdeg' },
      'New passwords do not match',
    ],
    [
      { 'Current password': 'demo1234', 'New password': 'abc', 'Confirm new password': 'abc' },
      'Password must be at least 6 characters long',
    ],
  ])('checks the password fields: %o', async (fields, message) => {
    const { user } = await openAccount();
    const dialog = await openEditor(user);
    for (const [label, value] of Object.entries(fields)) await user.type(within(dialog).getByLabelText(label), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  async function changePassword(current = 'demo1234') {
    const utils = await openAccount();
    const dialog = await openEditor(utils.user);
    await utils.user.type(within(dialog).getByLabelText('Current password'), current);
    await utils.user.type(within(dialog).getByLabelText('New password'), 'brand-new');
    await utils.user.type(within(dialog).getByLabelText('Confirm new password'), 'brand-new');
    await utils.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    return { ...utils, dialog };
  }

  it('says the current password is incorrect and changes nothing', async () => {
    const { dialog } = await changePassword('wrong-one');
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(db().users.find((record) => record.id === '1')?.password).toBe('demo1234');
  });

  it.each([
    ['a list', (password: string) => [{ user: 'demo', password }]],
    ['one object', (password: string) => ({ user: 'demo', password })],
    ['a data list', (password: string) => ({ data: [{ user: 'demo', password }] })],
  ])('reads the current-password check as %s', async (_shape, reply) => {
    server.use(
      http.get(`${env.poolApiUrl}/`, ({ request }) => {
        const password = new URL(request.url).searchParams.get('password') ?? '';
        return HttpResponse.json(reply(password === 'demo1234' ? password : 'other'));
      }),
    );
    await changePassword();
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(db().users.find((record) => record.id === '1')?.password).toBe('brand-new');
  });

  it('says Failed to update password when the update reply is empty', async () => {
    server.use(http.put(`${env.poolApiUrl}/doc-demo`, () => new HttpResponse(null, { status: 200 })));
    const { dialog } = await changePassword();
    expect(await within(dialog).findByText('Failed to update password')).toBeInTheDocument();
  });

  it.each([
    ['renaming', { 'New username': 'misty' }, 'Error updating username'],
    [
      'changing the password',
      { 'Current password': 'demo1234', 'New password': 'brand-new', 'Confirm new password': 'brand-new' },
      'Error updating password',
    ],
  ])('has a fallback message when %s fails', async (_what, fields, message) => {
    server.use(http.put(`${env.poolApiUrl}/doc-demo`, () => new HttpResponse(null, { status: 500 })));
    const { user } = await openAccount();
    const dialog = await openEditor(user);
    for (const [label, value] of Object.entries(fields)) await user.type(within(dialog).getByLabelText(label), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('says an error occurred when the checks cannot reach the server', async () => {
    server.use(http.get(`${env.poolApiUrl}/`, () => HttpResponse.error()));
    const { user } = await openAccount();
    const dialog = await openEditor(user);
    await user.type(within(dialog).getByLabelText('New username'), 'misty');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An error occurred while updating your profile')).toBeInTheDocument();
  });

  it('stays open with the success message when both the name and the password changed', async () => {
    const { user } = await openAccount();
    const dialog = await openEditor(user);
    await user.type(within(dialog).getByLabelText('New username'), 'misty');
    await user.type(within(dialog).getByLabelText('Current password'), 'demo1234');
    await user.type(within(dialog).getByLabelText('New password'), 'brand-new');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'brand-new');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New password')).toHaveValue('');
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('tells a guest session it cannot change the profile', async () => {
    localStorage.setItem('token', 'some-token');
    server.use(http.get(`${env.poolApiUrl}/guest`, () => HttpResponse.json({ data: { id: 'guest' } })));
    const { user } = renderApp('/dashboard/account');
    await screen.findByRole('heading', { name: 'Account' });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await user.type(within(dialog).getByLabelText('New username'), 'misty');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('User not authenticated or missing document ID')).toBeInTheDocument();
  });
});

describe('two-factor authentication', () => {
  it('sets up 2FA with a code from the shown key, and shows it Enabled', async () => {
    const { user } = await openAccount();
    const card = screen.getByRole('region', { name: 'Two-Factor Authentication' });
    expect(await within(card).findByText('Not enabled')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Set Up 2FA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    expect(within(dialog).getByRole('img', { name: 'QR code for PoolBot' })).toBeInTheDocument();
    const shown = within(dialog).getByLabelText('Manual key').textContent ?? '';
    expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = shown.replace(/ /g, '');

    const wrong = totpCode(secret, Date.now() - 120_000);
    await user.type(within(dialog).getByLabelText('6-digit code'), wrong);
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('6-digit code'));
    await user.type(within(dialog).getByLabelText('6-digit code'), totpCode(secret));
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    expect(await screen.findByText('2FA has been enabled successfully')).toBeInTheDocument();
    expect(within(card).getByText('Enabled')).toBeInTheDocument();
    expect(db().users.find((record) => record.id === '1')).toMatchObject({ twoFAEnabled: true, twoFASecret: secret });
    await waitFor(() => expect(document.body.textContent).not.toContain(shown));
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.join('\n')).not.toContain(secret);
  });

  it('says Failed to set up 2FA when the server does not enable it', async () => {
    server.use(http.post(`${env.providerUrl}/api/2fa/enable`, () => new HttpResponse(null, { status: 500 })));
    const { user } = await openAccount();
    await user.click(await screen.findByRole('button', { name: 'Set Up 2FA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    const secret = (within(dialog).getByLabelText('Manual key').textContent ?? '').replace(/ /g, '');
    await user.type(within(dialog).getByLabelText('6-digit code'), totpCode(secret));
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    expect(await within(dialog).findByText('Failed to set up 2FA')).toBeInTheDocument();
    expect(screen.getByText('Not enabled')).toBeInTheDocument();
  });

  it('disables 2FA only with a current code the server accepts', async () => {
    const { user } = await openAccount('demo2fa');
    const card = screen.getByRole('region', { name: 'Two-Factor Authentication' });
    expect(await within(card).findByText('Enabled')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Disable 2FA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Two-Factor Authentication' });
    const wrong = currentDemoCode() === '000000' ? '111111' : '000000';
    await user.type(within(dialog).getByLabelText('6-digit code'), wrong);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeInTheDocument();
    expect(within(card).getByText('Enabled')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('6-digit code'));
    await user.type(within(dialog).getByLabelText('6-digit code'), currentDemoCode());
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(card).findByText('Not enabled')).toBeInTheDocument();
    expect(db().users.find((record) => record.id === '2')?.twoFAEnabled).toBe(false);
  });

  it('says Failed to disable 2FA when the server fails', async () => {
    server.use(http.post(`${env.providerUrl}/api/2fa/disable`, () => HttpResponse.error()));
    const { user } = await openAccount('demo2fa');
    await user.click(await screen.findByRole('button', { name: 'Disable 2FA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Two-Factor Authentication' });
    await user.type(within(dialog).getByLabelText('6-digit code'), currentDemoCode());
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('Failed to disable 2FA')).toBeInTheDocument();
    expect(screen.getByText('Enabled')).toBeInTheDocument();
  });

  it('says when the account cannot be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      http.get(`${env.poolApiUrl}/1`, () =>
        fail ? HttpResponse.error() : HttpResponse.json({ data: { id: '1', twoFAEnabled: true } }),
      ),
    );
    const { user } = await openAccount();
    expect(await screen.findByText('Could not load the account. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
  });
});
