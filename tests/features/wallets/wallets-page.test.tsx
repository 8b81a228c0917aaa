import { act, screen, waitFor, within } from '@testing-library/react';
import bs58 from 'bs58';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/app/query-client';
import { env } from '../../../src/config/env';
import { totpCode } from '../../../src/features/account/model/totp';
import { storageFull } from '../../refused-storage';
import { currentDemoCode, renderApp, storeDemoSession } from '../../test-utils';
import { server } from '../../server';

const KEY = 'poolbot_wallets';

async function makeKeyPair(seedByte: number) {
  const { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } = await import('@solana/kit');
  const seed = new Uint8Array(32).fill(seedByte);
  const pair = await createKeyPairFromPrivateKeyBytes(seed, true);
  const publicBytes = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const secret = new Uint8Array(64);
  secret.set(seed);
  secret.set(publicBytes, 32);
  return { secret, base58: bs58.encode(secret), address: await getAddressFromPublicKey(pair.publicKey) };
}

async function openWallets(username = 'demo') {
  storeDemoSession(username);
  const utils = renderApp('/dashboard/wallets');
  await screen.findByRole('heading', { name: 'Wallet Manager' });
  return utils;
}

async function openAddDialog(user: Awaited<ReturnType<typeof openWallets>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add Solana Wallet' }));
  return screen.findByRole('dialog', { name: 'Import Solana Wallet' });
}

const stored = () => localStorage.getItem(KEY) ?? '';

describe('the wallet manager', () => {
  it('has an EVM tab that is coming soon, and an empty Solana list', async () => {
    const { user } = await openWallets();
    expect(screen.getByText('No Solana wallets found. Click the button above to add one.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'EVM Wallets' }));
    expect(
      screen.getByText(
        "EVM Wallet Support - We're working on bringing EVM wallet support to PoolBot. Stay tuned for updates!",
      ),
    ).toBeInTheDocument();
  });

  it('imports a key, shows its address first, and stores the wallet without the key', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const log = vi.spyOn(console, 'log');
    const known = await makeKeyPair(7);
    const { user } = await openWallets();
    const dialog = await openAddDialog(user);
    expect(within(dialog).getByRole('tab', { name: 'Import with Private Key' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByText('Accepts both Phantom Base58 format and JSON array format')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Your key is never sent to third parties — only verified by backend.'),
    ).toBeInTheDocument();
    const importButton = within(dialog).getByRole('button', { name: 'Import Wallet' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription("Paste the wallet's private key to import it");

    const field = within(dialog).getByPlaceholderText('Base58 (Phantom) or [12,244,88,...]');
    await user.click(field);
    await user.paste(known.base58);
    expect(await within(dialog).findByText(`Address of this key: ${known.address}`)).toBeInTheDocument();
    await user.click(importButton);

    expect(await screen.findByText('Wallet Solana Wallet 1 added')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Solana wallets' });
    expect(within(list).getByText('Solana Wallet 1')).toBeInTheDocument();
    expect(within(list).getByText(`${known.address.slice(0, 6)}…${known.address.slice(-6)}`)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open Solana Wallet 1 in the Solana Explorer' })).toHaveAttribute(
      'href',
      `https://explorer.solana.com/address/${known.address}`,
    );
    expect(within(list).getByText(/^Added on /)).toBeInTheDocument();
    expect(JSON.parse(stored())).toMatchObject([
      { address: known.address, type: 'solana', userId: '1', label: 'Solana Wallet 1' },
    ]);
    const everything = [stored(), localStorage.getItem('poolbot_demo_db') ?? '', document.body.innerHTML].join('\n');
    expect(everything).not.toContain(known.base58);
    expect(stored()).not.toContain(Array.from(known.secret).join(','));
    const logged = [...warn.mock.calls, ...error.mock.calls, ...log.mock.calls].flat().map(String).join('\n');
    expect(logged).not.toContain(known.base58);
  });

  it.each([
    ['text that is neither format', 'not a key!', 'Invalid private key format. Use Base58 (Phantom) or JSON array.'],
    [
      '63 bytes',
      JSON.stringify(Array.from({ length: 63 }, () => 3)),
      'A Solana private key is 64 bytes; this one is 63.',
    ],
  ])('refuses %s before any call', async (_case, input, message) => {
    let calls = 0;
    server.use(
      http.post(`${env.providerUrl}/api/solana/import-wallet`, () => {
        calls++;
        return HttpResponse.json({});
      }),
    );
    const { user } = await openWallets();
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByLabelText('Private Key'));
    await user.paste(input);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import Wallet' })).toBeDisabled();
    expect(calls).toBe(0);
  });

  it("refuses a key whose public half is not its private half's", async () => {
    const known = await makeKeyPair(9);
    const tampered = Uint8Array.from(known.secret);
    tampered[63] = (tampered[63] ?? 0) ^ 1;
    const { user } = await openWallets();
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByLabelText('Private Key'));
    await user.paste(JSON.stringify(Array.from(tampered)));
    expect(await within(dialog).findByText(/does not belong to its private half/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import Wallet' })).toBeDisabled();
  });

  it('refuses to import the same wallet twice', async () => {
    const known = await makeKeyPair(11);
    const { user } = await openWallets();
    let dialog = await openAddDialog(user);
    await user.click(within(dialog).getByLabelText('Private Key'));
    await user.paste(known.base58);
    await within(dialog).findByText(/^Address of this key/);
    await user.click(within(dialog).getByRole('button', { name: 'Import Wallet' }));
    await screen.findByText('Wallet Solana Wallet 1 added');
    dialog = await openAddDialog(user);
    await user.click(within(dialog).getByLabelText('Private Key'));
    await user.paste(known.base58);
    expect(await within(dialog).findByText('This wallet is already in your list.')).toBeInTheDocument();
  });

  it('refuses a reply whose address is not the key’s, and says when the call fails', async () => {
    const known = await makeKeyPair(13);
    server.use(
      http.post(`${env.providerUrl}/api/solana/import-wallet`, () =>
        HttpResponse.json({ address: '11111111111111111111111111111111', publicKey: 'x' }),
      ),
    );
    const { user } = await openWallets();
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByLabelText('Private Key'));
    await user.paste(known.base58);
    await within(dialog).findByText(/^Address of this key/);
    await user.click(within(dialog).getByRole('button', { name: 'Import Wallet' }));
    expect(await within(dialog).findByText(/another address than this key's/)).toBeInTheDocument();

    server.use(http.post(`${env.providerUrl}/api/solana/import-wallet`, () => new HttpResponse(null, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Import Wallet' }));
    expect(await within(dialog).findByText('Failed to import or generate wallet')).toBeInTheDocument();
    expect(screen.getByText('No Solana wallets found. Click the button above to add one.')).toBeInTheDocument();
  });

  it('generates a wallet on the backend with the chosen name, copies its address, and removes it after confirming', async () => {
    const { user } = await openWallets();
    await openAddDialog(user);
    await user.click(screen.getByRole('tab', { name: 'Generate New Wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate New Wallet' });
    expect(
      within(dialog).getByText('A new Solana wallet will be securely generated via PoolBot backend.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Wallet Name'), 'Main Wallet');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Wallet' }));
    expect(await screen.findByText('Wallet Main Wallet added')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy address of Main Wallet' }));
    expect(await screen.findByText('Address copied to clipboard')).toBeInTheDocument();
    const address = (JSON.parse(stored()) as { address: string }[])[0]?.address;
    expect(await navigator.clipboard.readText()).toBe(address);

    await user.click(screen.getByRole('button', { name: 'Delete Main Wallet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this wallet?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Wallet removed')).toBeInTheDocument();
    expect(JSON.parse(stored())).toEqual([]);
  });

  it('says the wallets could not be loaded, keeps the unreadable list aside, and still adds', async () => {
    localStorage.setItem(KEY, '[{"address": 5}');
    const { user } = await openWallets();
    expect(screen.getByText('Failed to load wallets')).toBeInTheDocument();
    expect(screen.getByText(/One stored entry could not be read. It was set aside/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`${KEY}_unreadable`) ?? '')).toEqual(['[{"address": 5}']);
    await openAddDialog(user);
    await user.click(screen.getByRole('tab', { name: 'Generate New Wallet' }));
    await user.click(screen.getByRole('button', { name: 'Generate Wallet' }));
    expect(await screen.findByText('Wallet Solana Wallet 1 added')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`${KEY}_unreadable`) ?? '')).toEqual(['[{"address": 5}']);
  });

  const storedWallet = (label: string, changes: Record<string, unknown> = {}) => ({
    id: `id-${label}`,
    address: `Addr${label.replace(/\W/g, '')}1111111111111111111111111111111`.slice(0, 44),
    publicKey: `Addr${label.replace(/\W/g, '')}`,
    label,
    createdAt: '2026-05-01T10:00:00.000Z',
    type: 'solana',
    userId: '1',
    ...changes,
  });

  it("numbers an unnamed wallet after the user's wallets, whatever they are named", async () => {
    localStorage.setItem(KEY, JSON.stringify([storedWallet('Main'), storedWallet('Solana Wallet 1')]));
    const { user } = await openWallets();
    await openAddDialog(user);
    await user.click(screen.getByRole('tab', { name: 'Generate New Wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate New Wallet' });
    expect(within(dialog).getByText(/Solana Wallet 3/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Generate Wallet' }));
    expect(await screen.findByText('Wallet Solana Wallet 3 added')).toBeInTheDocument();
  });

  it('shows a wallet whose date cannot be read as added on an unknown date, and every other wallet as usual', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        storedWallet('Main'),
        storedWallet('Odd date', { createdAt: 'not a date' }),
        storedWallet('Far future', { createdAt: '+275760-09-13T00:00:00.001Z' }),
      ]),
    );
    await openWallets();
    const list = screen.getByRole('list', { name: 'Solana wallets' });
    expect(within(list).getAllByText('Added on unknown')).toHaveLength(2);
    expect(within(list).getByText('Main')).toBeInTheDocument();
    expect(within(list).getByText('Added on May 1, 2026')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load wallets')).not.toBeInTheDocument();
  });

  it("sets aside only a wallet it cannot read, and never touches another user's", async () => {
    const broken = { ...storedWallet('Broken'), address: undefined };
    const theirs = storedWallet('Theirs', { userId: '2', createdAt: 'whatever they stored' });
    localStorage.setItem(KEY, JSON.stringify([storedWallet('Main'), broken, theirs, storedWallet('Spare')]));
    const { user } = await openWallets();
    const list = screen.getByRole('list', { name: 'Solana wallets' });
    expect(within(list).getByText('Main')).toBeInTheDocument();
    expect(within(list).getByText('Spare')).toBeInTheDocument();
    expect(within(list).queryByText('Broken')).not.toBeInTheDocument();
    expect(within(list).queryByText('Theirs')).not.toBeInTheDocument();
    expect(screen.getByText(/One stored entry could not be read/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`${KEY}_unreadable`) ?? '')).toEqual([JSON.parse(JSON.stringify(broken))]);

    await user.click(screen.getByRole('button', { name: 'Delete Spare' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Wallet removed')).toBeInTheDocument();
    const after = JSON.parse(stored()) as { label: string }[];
    expect(after).toContainEqual(theirs);
    expect(after.map((wallet) => wallet.label).sort()).toEqual(['Main', 'Theirs']);
  });

  it('says it could not save, and keeps what was stored', async () => {
    const { user } = await openWallets();
    const refuse = storageFull();
    await openAddDialog(user);
    await user.click(screen.getByRole('tab', { name: 'Generate New Wallet' }));
    await user.click(screen.getByRole('button', { name: 'Generate Wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate New Wallet' });
    expect(await within(dialog).findByText('Failed to save wallets')).toBeInTheDocument();
    refuse.mockRestore();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

describe('revealing a private key', () => {
  async function walletWithTwoFactor() {
    const utils = await openWallets('demo2fa');
    await openAddDialog(utils.user);
    await utils.user.click(screen.getByRole('tab', { name: 'Generate New Wallet' }));
    await utils.user.click(screen.getByRole('button', { name: 'Generate Wallet' }));
    await screen.findByText('Wallet Solana Wallet 1 added');
    await utils.user.click(screen.getByRole('button', { name: 'Show private key of Solana Wallet 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Identity' });
    return { ...utils, dialog };
  }

  it('tells a user without 2FA to set it up first', async () => {
    const { user } = await openWallets();
    await openAddDialog(user);
    await user.click(screen.getByRole('tab', { name: 'Generate New Wallet' }));
    await user.click(screen.getByRole('button', { name: 'Generate Wallet' }));
    await user.click(await screen.findByRole('button', { name: 'Show private key of Solana Wallet 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Identity' });
    expect(within(dialog).getByText(/Set it up on your account page first/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to Account' })).toHaveAttribute('href', '/dashboard/account');
  });

  it('lets a user who turned 2FA on in the account page reveal the key on coming back, with no reload', async () => {
    storeDemoSession();
    // The app's own cache rules: the 2FA status it read before stays fresh for a while unless something says otherwise.
    const { user } = renderApp('/dashboard/wallets', { queryClient: createQueryClient() });
    await screen.findByRole('heading', { name: 'Wallet Manager' });
    await openAddDialog(user);
    await user.click(screen.getByRole('tab', { name: 'Generate New Wallet' }));
    await user.click(screen.getByRole('button', { name: 'Generate Wallet' }));
    await user.click(await screen.findByRole('button', { name: 'Show private key of Solana Wallet 1' }));
    const refused = await screen.findByRole('dialog', { name: 'Verify Your Identity' });
    expect(within(refused).getByText(/Set it up on your account page first/)).toBeInTheDocument();
    await user.click(within(refused).getByRole('link', { name: 'Go to Account' }));

    const card = await screen.findByRole('region', { name: 'Two-Factor Authentication' });
    await user.click(await within(card).findByRole('button', { name: 'Set Up 2FA' }));
    const setup = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    const secret = (within(setup).getByLabelText('Manual key').textContent ?? '').replace(/ /g, '');
    await user.type(within(setup).getByLabelText('6-digit code'), totpCode(secret));
    await user.click(within(setup).getByRole('button', { name: 'Verify and Enable' }));
    expect(await within(card).findByText('Enabled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Wallet Manager' }));
    await user.click(await screen.findByRole('button', { name: 'Show private key of Solana Wallet 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Identity' });
    expect(within(dialog).getByLabelText('2FA Code')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Set it up on your account page first/)).not.toBeInTheDocument();
  });

  it('asks for six digits and says when the code is wrong or the call fails', async () => {
    const { user, dialog } = await walletWithTwoFactor();
    expect(within(dialog).getByText('Please enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('2FA Code');
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    await user.type(field, '12ab34');
    expect(field).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await user.type(field, '567');
    expect(field).toHaveValue('123456');
    await user.clear(field);
    await user.type(field, currentDemoCode() === '000000' ? '111111' : '000000');
    await user.click(verify);
    expect(await within(dialog).findByText('Invalid 2FA code')).toBeInTheDocument();

    server.use(http.post(`${env.providerUrl}/api/solana/get-private-2fa`, () => HttpResponse.error()));
    await user.type(field, currentDemoCode());
    await user.click(verify);
    expect(await within(dialog).findByText('Failed to verify 2FA or fetch private key')).toBeInTheDocument();
  });

  it('shows the key masked, reveals and copies it, masks it again after 30 s, and forgets it on close', async () => {
    const { user, dialog } = await walletWithTwoFactor();
    await user.type(within(dialog).getByLabelText('2FA Code'), currentDemoCode());
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    const keyDialog = await screen.findByRole('dialog', { name: 'Private key of Solana Wallet 1' });
    expect(within(keyDialog).getByText(/Never share this key/)).toBeInTheDocument();
    const box = within(keyDialog).getByLabelText('Private key of Solana Wallet 1');
    expect(box.textContent).toMatch(/^•+$/);

    // Fake setTimeout from here on (still moving with real time, so clicks and transitions work), to jump 30 s.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(within(keyDialog).getByRole('button', { name: 'Show key' }));
    const key = box.textContent ?? '';
    expect(bs58.decode(key)).toHaveLength(64);
    await user.click(within(keyDialog).getByRole('button', { name: 'Copy private key' }));
    expect(await screen.findByText('Private key copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(key);

    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(box.textContent).toMatch(/^•+$/);
    vi.useRealTimers();

    await user.click(within(keyDialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.body.textContent).not.toContain(key));
    expect(stored()).not.toContain(key);
  });
});
