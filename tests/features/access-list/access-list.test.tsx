import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { db } from '../../../src/mocks/db';
import { server } from '../../server';
import { renderApp } from '../../test-utils';
import { gate } from '../../gate';

const url = `${env.providerUrl}/api/whitelist`;

async function openPanel() {
  const utils = renderApp('/login');
  const panel = await screen.findByRole('region', { name: 'Join Access List' });
  expect(
    within(panel).getByText('Secure your spot in line. Only a limited number of users will be admitted.'),
  ).toBeInTheDocument();
  return { ...utils, panel };
}

describe('the access list on the login page', () => {
  it('checks the e-mail format and sends nothing for a bad one', async () => {
    let calls = 0;
    server.use(
      http.post(url, () => {
        calls++;
        return HttpResponse.json({});
      }),
    );
    const { user, panel } = await openPanel();
    await user.type(within(panel).getByLabelText('E-mail'), 'not-an-email');
    await user.click(within(panel).getByRole('button', { name: 'Join' }));
    expect(await within(panel).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("shows 'Sending...' while busy, then confirms and resets the field", async () => {
    const reply = gate();
    server.use(
      http.post(url, async ({ request }) => {
        await reply.passed;
        const body = (await request.json()) as { email?: string };
        db().accessList.push(body.email ?? '');
        return HttpResponse.json({ success: true });
      }),
    );
    const { user, panel } = await openPanel();
    const field = within(panel).getByLabelText('E-mail');
    await user.type(field, 'ash@pallet.town');
    await user.click(within(panel).getByRole('button', { name: 'Join' }));
    expect(await within(panel).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    reply.open();
    expect(await within(panel).findByText(/You're on the list! We'll write to ash@pallet.town/)).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(db().accessList).toEqual(['ash@pallet.town']);
  });

  it('shows the server error and keeps what was typed', async () => {
    server.use(http.post(url, () => HttpResponse.json({ error: 'The list is closed' }, { status: 403 })));
    const { user, panel } = await openPanel();
    await user.type(within(panel).getByLabelText('E-mail'), 'misty@cerulean.city');
    await user.click(within(panel).getByRole('button', { name: 'Join' }));
    expect(await within(panel).findByText('The list is closed')).toBeInTheDocument();
    expect(within(panel).getByLabelText('E-mail')).toHaveValue('misty@cerulean.city');
  });

  it('says Network Error when the provider cannot be reached', async () => {
    server.use(http.post(url, () => HttpResponse.error()));
    const { user, panel } = await openPanel();
    await user.type(within(panel).getByLabelText('E-mail'), 'brock@pewter.city');
    await user.click(within(panel).getByRole('button', { name: 'Join' }));
    expect(await within(panel).findByText('Network Error')).toBeInTheDocument();
  });
});
