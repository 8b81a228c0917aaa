import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { db } from '../../../src/mocks/db';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

const LAYOUT_KEY = 'poolbot_layout_1';
const LABEL = 'Warn above margin use';
const demoUser = () => db().users.find((user) => user.id === '1');

async function openMyBalance() {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  const existing = screen.queryByRole('region', { name: 'My Balance' });
  if (!existing) await openFromMenu(utils.user, 'Features', 'My Balance');
  const panel = await screen.findByRole('region', { name: 'My Balance' });
  // The panel's content comes with its code.
  await within(panel).findByLabelText(LABEL, {}, { timeout: 5_000 });
  return { ...utils, panel };
}

describe('the margin-use warning level', () => {
  it('is kept with the account when the field is left, so a new layout (or browser) starts from it', async () => {
    const first = await openMyBalance();
    const level = within(first.panel).getByLabelText(LABEL);
    await waitFor(() => expect(level).toHaveValue('80'));
    await first.user.clear(level);
    await first.user.type(level, '65');
    expect(demoUser()?.marginWarning).toBeUndefined();
    await first.user.tab();
    await waitFor(() => expect(demoUser()?.marginWarning).toBe(0.65));
    first.unmount();

    localStorage.removeItem(LAYOUT_KEY);
    const second = await openMyBalance();
    await waitFor(() => expect(within(second.panel).getByLabelText(LABEL)).toHaveValue('65'));
  });

  it('takes over the level an older version kept with the panel, once, when the account has none', async () => {
    const panel = { id: 'my-balance', x: 0, y: 0, width: 600, height: 600, zIndex: 1 };
    localStorage.setItem(
      LAYOUT_KEY,
      JSON.stringify({ version: 2, panels: [{ ...panel, state: { marginWarning: 0.7 } }] }),
    );
    const { panel: myBalance } = await openMyBalance();
    await waitFor(() => expect(demoUser()?.marginWarning).toBe(0.7));
    expect(within(myBalance).getByLabelText(LABEL)).toHaveValue('70');
  });

  it('prefers the account’s level to an older one kept with the panel, and ignores a kept level that is none', async () => {
    const panel = { id: 'my-balance', x: 0, y: 0, width: 600, height: 600, zIndex: 1 };
    localStorage.setItem(
      LAYOUT_KEY,
      JSON.stringify({ version: 2, panels: [{ ...panel, state: { marginWarning: 0.7 } }] }),
    );
    const demo = demoUser();
    if (demo) demo.marginWarning = 0.55;
    const first = await openMyBalance();
    await waitFor(() => expect(within(first.panel).getByLabelText(LABEL)).toHaveValue('55'));
    first.unmount();

    // A hostile value in the record: not a level, so the default shows (and nothing is written over it unasked).
    if (demo) demo.marginWarning = '<b>9000</b>';
    localStorage.removeItem(LAYOUT_KEY);
    const second = await openMyBalance();
    await waitFor(() => expect(within(second.panel).getByLabelText(LABEL)).toHaveValue('80'));
    expect(demoUser()?.marginWarning).toBe('<b>9000</b>');
  });

  it('says when the level cannot be kept, and goes back to the kept one', async () => {
    server.use(
      http.put(`${env.poolApiUrl}/:id`, () => HttpResponse.json({ success: false, error: 'busy' }, { status: 503 })),
    );
    const { panel, user } = await openMyBalance();
    const level = within(panel).getByLabelText(LABEL);
    await waitFor(() => expect(level).toHaveValue('80'));
    await user.clear(level);
    await user.type(level, '90');
    await user.tab();
    expect(await within(panel).findByText('Not saved: the level stays as it was. Try again.')).toBeInTheDocument();
    expect(level).toHaveValue('80');
  });
});
