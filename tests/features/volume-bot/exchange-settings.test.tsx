import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { i18n } from '../../../src/i18n';
import { DEMO_VOLUME_BOT_ADDRESSES, db } from '../../../src/mocks/db';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

const recordUrl = `${env.poolApiUrl}/1`;
const EVM = '0x1111111111111111111111111111111111111111';
const volumeBot = () => db().users.find((entry) => entry.id === '1')?.volumeBot as Record<string, never>;

async function openSettings(venue: string) {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Volume Bot', 'Settings', venue);
  const panel = await screen.findByRole('region', { name: `${venue} Settings` });
  await within(panel).findByRole('textbox', { name: 'Account address' });
  // Saving checks the markets against the venue's live list: it has arrived.
  await within(panel).findByText(`From ${venue}'s live market list.`);
  return { ...utils, panel };
}

describe('Volume Bot exchange settings', () => {
  it("shows what was saved, checks the leverage against the venue's maximum, and saves with a time", async () => {
    const { user, panel } = await openSettings('Hyperliquid');
    expect(within(panel).getByRole('textbox', { name: 'Account address' })).toHaveValue(
      DEMO_VOLUME_BOT_ADDRESSES.hyperliquid,
    );
    expect(within(panel).getByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(within(panel).getByText(/^Saved \d+ days ago$/)).toBeInTheDocument();
    for (const market of ['BTC', 'ETH', 'SOL'])
      expect(within(panel).getByRole('button', { name: market })).toBeInTheDocument();
    // Hyperliquid publishes 10× for ETH (and 40× for BTC): the lowest of the chosen markets is the limit.
    expect(await within(panel).findByText("At most 10×: the venue's maximum for ETH.")).toBeInTheDocument();

    const leverage = within(panel).getByRole('textbox', { name: 'Maximum leverage (×)' });
    await user.clear(leverage);
    await user.type(leverage, '11');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(leverage).toHaveAccessibleDescription("At most 10×: the venue's maximum for ETH.");
    expect(leverage).toHaveAttribute('aria-invalid', 'true');

    await user.clear(leverage);
    await user.type(leverage, '8');
    const volume = within(panel).getByRole('textbox', { name: 'Target daily volume (USD)' });
    await user.clear(volume);
    await user.type(volume, '75k');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText(/^Saved (now|\d+ seconds? ago)$/)).toBeInTheDocument();
    const saved = volumeBot();
    expect(saved.exchanges).toMatchObject({
      hyperliquid: { maxLeverage: 8, targetDailyVolumeUsd: 75_000, markets: ['BTC', 'ETH', 'SOL'] },
      // The other venues are written back as they were.
      lighter: { address: DEMO_VOLUME_BOT_ADDRESSES.lighter },
      pacifica: { address: DEMO_VOLUME_BOT_ADDRESSES.pacifica },
    });
  });

  it('says what is wrong with each field, in English and Italian, and sends nothing', async () => {
    let puts = 0;
    server.use(
      http.put(recordUrl, () => {
        puts++;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user, panel } = await openSettings('EdgeX');
    await user.click(within(panel).getByRole('switch', { name: 'Enabled' }));
    const volume = within(panel).getByRole('textbox', { name: 'Target daily volume (USD)' });
    await user.clear(volume);
    const position = within(panel).getByRole('textbox', { name: 'Maximum position (USD)' });
    await user.clear(position);
    await user.type(position, '0');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Enter the account address to enable this venue.')).toBeInTheDocument();
    expect(within(panel).getByText('Choose at least one market to enable this venue.')).toBeInTheDocument();
    expect(within(panel).getByText('Enter an amount in USD.')).toBeInTheDocument();
    expect(within(panel).getByText('The amount must be greater than 0.')).toBeInTheDocument();

    await user.type(within(panel).getByRole('textbox', { name: 'Account address' }), '0x123');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(
      await within(panel).findByText('Not an EVM address: 0x followed by 40 hexadecimal digits.'),
    ).toBeInTheDocument();

    await act(() => i18n.changeLanguage('it'));
    expect(
      await within(panel).findByText('Non è un indirizzo EVM: 0x seguito da 40 cifre esadecimali.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText("L'importo deve essere maggiore di 0.")).toBeInTheDocument();
    expect(puts).toBe(0);
  });

  it('offers the markets of the live list only, and saves a new venue', async () => {
    const { user, panel } = await openSettings('EdgeX');
    expect(within(panel).getByText('Not saved yet')).toBeInTheDocument();
    await user.click(within(panel).getByRole('switch', { name: 'Enabled' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Account address' }), EVM);
    const markets = within(panel).getByRole('combobox', { name: 'Markets to trade' });
    await user.click(markets);
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'BTC' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await within(panel).findByText(/^Saved (now|\d+ seconds? ago)$/);
    expect(volumeBot().exchanges).toMatchObject({
      edgex: { enabled: true, address: EVM, markets: ['BTC'], targetDailyVolumeUsd: 10_000, maxLeverage: 3 },
    });
  });

  it('lets Pacifica take the address of one of the user’s own Solana wallets', async () => {
    const wallet = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    localStorage.setItem(
      'poolbot_wallets',
      JSON.stringify([
        {
          id: 'w1',
          address: wallet,
          publicKey: wallet,
          label: 'Farming <b>wallet</b>',
          createdAt: '2026-01-01T00:00:00.000Z',
          type: 'solana',
          userId: '1',
        },
      ]),
    );
    const { user, panel } = await openSettings('Pacifica');
    const address = within(panel).getByRole('textbox', { name: 'Account address' });
    expect(address).toHaveValue(DEMO_VOLUME_BOT_ADDRESSES.pacifica);
    expect(address).toHaveAccessibleDescription('Your Pacifica account: a Solana address.');
    await user.click(within(panel).getByRole('combobox', { name: 'Use one of my wallets' }));
    await user.click(await screen.findByRole('option', { name: `Farming <b>wallet</b> — ${wallet}` }));
    expect(address).toHaveValue(wallet);
    await user.clear(address);
    await user.type(address, EVM);
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Not a Solana address.')).toBeInTheDocument();
  });

  it('shows a failed save in the panel and keeps what was typed', async () => {
    server.use(http.put(recordUrl, () => HttpResponse.json({ error: 'Pool is read-only today' }, { status: 503 })));
    const { user, panel } = await openSettings('Lighter');
    const position = within(panel).getByRole('textbox', { name: 'Maximum position (USD)' });
    await user.clear(position);
    await user.type(position, '9000');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The settings could not be saved: Pool is read-only today',
    );
    expect(position).toHaveValue('9000');
    expect(volumeBot().exchanges).toMatchObject({ lighter: { maxPositionUsd: 5_000 } });
  });

  it('asks before closing with unsaved changes, and closes at once after saving', async () => {
    const { user, panel } = await openSettings('Lighter');
    const position = within(panel).getByRole('textbox', { name: 'Maximum position (USD)' });
    await user.clear(position);
    await user.type(position, '9000');
    await user.click(within(panel).getByRole('button', { name: 'Close Lighter Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('Lighter Settings has changes that are not saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await within(panel).findByText(/^Saved (now|\d+ seconds? ago)$/);
    await user.click(within(panel).getByRole('button', { name: 'Close Lighter Settings' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Lighter Settings' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a hostile saved address and market as text, and an unreadable entry as such', async () => {
    const user1 = db().users.find((entry) => entry.id === '1');
    if (!user1) throw new Error('no demo user');
    const hostile = '<img src=x onerror="alert(1)">';
    user1.volumeBot = {
      exchanges: {
        aster: {
          enabled: true,
          address: hostile,
          markets: ['<script>alert(1)</script>'],
          targetDailyVolumeUsd: 1,
          maxPositionUsd: 1,
          maxLeverage: 1,
          savedAt: '2026-01-01T00:00:00.000Z',
        },
        edgex: { enabled: 'yes' },
      },
    };
    const { user, panel } = await openSettings('Aster');
    expect(within(panel).getByRole('textbox', { name: 'Account address' })).toHaveValue(hostile);
    expect(within(panel).getByRole('button', { name: '<script>alert(1)</script>' })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(
      await within(panel).findByText('Not an EVM address: 0x followed by 40 hexadecimal digits.'),
    ).toBeInTheDocument();
    expect(
      await within(panel).findByText('No longer listed on this venue: <script>alert(1)</script>.'),
    ).toBeInTheDocument();

    await openFromMenu(user, 'EdgeX');
    const edgex = await screen.findByRole('region', { name: 'EdgeX Settings' });
    expect(
      await within(edgex).findByText('The settings saved for this entry could not be read; saving writes new ones.'),
    ).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded, and loads them on Retry', async () => {
    let fail = true;
    server.use(http.get(recordUrl, () => (fail ? HttpResponse.json({ error: 'down' }, { status: 500 }) : undefined)));
    storeDemoSession();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'Volume Bot', 'Settings', 'Aster');
    const panel = await screen.findByRole('region', { name: 'Aster Settings' });
    expect(await within(panel).findByText('Your volume-bot settings could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByRole('textbox', { name: 'Account address' })).toBeInTheDocument();
  });
});
