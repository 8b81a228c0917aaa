import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { db } from '../../../src/mocks/db';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

const recordUrl = `${env.poolApiUrl}/1`;

async function openSettings() {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Upload Bot', 'Settings');
  const panel = await screen.findByRole('region', { name: 'Vinted Settings' });
  return { ...utils, panel };
}

describe('Vinted settings', () => {
  it('saves the e-mail and the password as base64 of UTF-8, and loads them back', async () => {
    const { user, panel, unmount } = await openSettings();
    expect(await within(panel).findByText('Not saved yet')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText(/Vinted e-mail/), 'ash@pallet.town');
    await user.type(within(panel).getByLabelText(/Vinted password/), 'pässwörd€');
    await user.click(within(panel).getByRole('button', { name: 'Save credentials' }));

    expect(await screen.findByText('Credentials saved successfully!')).toBeInTheDocument();
    const stored = db().users.find((user) => user.id === '1');
    expect(stored?.emailVinted).toBe('ash@pallet.town');
    expect(stored?.passwordVinted).toBe('cMOkc3N3w7ZyZOKCrA==');
    expect(new Date(stored?.vintedUpdatedAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(within(panel).getByText(/^Last updated /)).toBeInTheDocument();
    unmount();

    const again = renderApp('/dashboard');
    const reopened = await screen.findByRole('region', { name: 'Vinted Settings' });
    expect(await within(reopened).findByDisplayValue('ash@pallet.town')).toBeInTheDocument();
    const password = within(reopened).getByLabelText(/Vinted password/);
    expect(password).toHaveValue('pässwörd€');
    expect(password).toHaveAttribute('type', 'password');
    await again.user.click(within(reopened).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('requires both fields and a valid e-mail', async () => {
    let puts = 0;
    server.use(
      http.put(recordUrl, () => {
        puts++;
        return HttpResponse.json({ success: true, data: {} });
      }),
    );
    const { user, panel } = await openSettings();
    await user.click(await within(panel).findByRole('button', { name: 'Save credentials' }));
    expect(await within(panel).findByText('E-mail is required')).toBeInTheDocument();
    expect(within(panel).getByText('Password is required')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText(/Vinted e-mail/), 'not-an-email');
    await user.click(within(panel).getByRole('button', { name: 'Save credentials' }));
    expect(await within(panel).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(puts).toBe(0);
  });

  it.each([
    ['the server refuses', HttpResponse.json({ success: false, error: 'nope' }), 'Failed to save credentials'],
    ['the server fails', new HttpResponse(null, { status: 500 }), 'Failed to save credentials. Please try again.'],
    ['there is no reply', HttpResponse.error(), 'Failed to save credentials. Please try again.'],
    ['the reply makes no sense', HttpResponse.json(['?']), 'An error occurred while saving credentials'],
  ])('says so when %s, and keeps what was typed', async (_case, reply, message) => {
    server.use(http.put(recordUrl, () => reply));
    const { user, panel } = await openSettings();
    await user.type(await within(panel).findByLabelText(/Vinted e-mail/), 'misty@cerulean.city');
    await user.type(within(panel).getByLabelText(/Vinted password/), 'secret');
    await user.click(within(panel).getByRole('button', { name: 'Save credentials' }));
    expect(await within(panel).findByText(message, { exact: true })).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Vinted e-mail/)).toHaveValue('misty@cerulean.city');
    expect(db().users.find((user) => user.id === '1')?.emailVinted).toBeUndefined();
  });

  it('says the credentials could not be fetched, and tries again on request', async () => {
    let fail = true;
    server.use(
      http.get(recordUrl, () =>
        fail ? HttpResponse.error() : HttpResponse.json({ data: { id: '1', emailVinted: 'brock@pewter.city' } }),
      ),
    );
    const { user, panel } = await openSettings();
    expect(await within(panel).findByText('Failed to fetch credentials. Please try again later.')).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByDisplayValue('brock@pewter.city')).toBeInTheDocument();
  });

  it('asks for the password again when the stored one cannot be decoded', async () => {
    server.use(
      http.get(recordUrl, () => HttpResponse.json({ data: { emailVinted: 'a@b.co', passwordVinted: '%%%' } })),
    );
    const { panel } = await openSettings();
    expect(
      await within(panel).findByText('The stored password could not be read; enter it again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByLabelText(/Vinted password/)).toHaveValue(''));
  });
});
