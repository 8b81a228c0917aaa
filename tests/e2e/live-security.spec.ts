import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/mocks/db';
import { totpCode } from '../../src/features/account/model/totp';
import {
  enableTwoFactor,
  feedClients,
  importWallet,
  knownKeyPair,
  openFromMenu,
  openVinted,
  pushFeedFrame,
  resetMockServer,
  signIn,
  signOut,
  test,
} from './support';

/** What the page wrote, said and asked for, from the start of the test: where a secret must never be. */
function watch(page: Page) {
  const consoleLines: string[] = [];
  const urls: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  page.on('pageerror', (error) => consoleLines.push(String(error)));
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return { consoleLines, urls };
}

/** Every record of every IndexedDB database the origin has, as text. */
async function indexedDbText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: Record<string, unknown> = {};
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const name = info.name;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(new Error(`cannot open ${name}`));
      });
      for (const store of Array.from(database.objectStoreNames)) {
        dump[`${name}/${store}`] = await new Promise((resolve) => {
          const reading = database.transaction(store).objectStore(store).getAll();
          reading.onsuccess = () => resolve(reading.result);
          reading.onerror = () => resolve('unreadable');
        });
      }
      database.close();
    }
    return JSON.stringify(dump);
  });
}

async function storageContents(page: Page) {
  return page.evaluate(() => {
    const entries = (area: Storage) =>
      Object.fromEntries(
        Array.from({ length: area.length }, (_, index) => area.key(index) ?? '').map((key) => [key, area.getItem(key)]),
      );
    return { local: entries(localStorage), session: entries(sessionStorage) };
  });
}

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test('no secret is left in storage, IndexedDB, cookies, the console, a URL or the page after its dialog closes', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // four flows in one test, on a small CI machine
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const seen = watch(page);
  await signIn(page);

  const twoFactorSecret = await enableTwoFactor(page);

  await page.goto('/dashboard/wallets');
  const { secretKey } = await knownKeyPair(page);
  await importWallet(page, secretKey, 'Vault');
  await page.getByRole('button', { name: 'Show private key of Vault' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify Your Identity' });
  await verify.getByLabel('2FA Code').fill(totpCode(twoFactorSecret));
  await verify.getByRole('button', { name: 'Verify' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Private key of Vault' });
  await keyDialog.getByRole('button', { name: 'Show key' }).click();
  await expect(keyDialog.getByLabel('Private key of Vault')).toHaveText(secretKey);
  await keyDialog.getByRole('button', { name: 'Close' }).click();
  await expect(keyDialog).toBeHidden();

  await page.goto('/dashboard');
  await openVinted(page, 'Settings');
  const vinted = page.getByRole('region', { name: 'Vinted Settings' });
  const vintedPassword = 'Psyduck#2026';
  await vinted.getByLabel(/Vinted e-mail/).fill('brock@pewter.city');
  await vinted.getByLabel(/Vinted password/).fill(vintedPassword);
  await vinted.getByRole('button', { name: 'Save credentials' }).click();
  await expect(page.getByText('Credentials saved successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Close Vinted Settings' }).click();
  await expect(vinted).toBeHidden();

  const secrets = {
    'wallet key (Base58)': secretKey,
    'wallet key (bytes)': Array(32).fill(42).join(','),
    '2FA secret': twoFactorSecret,
    '2FA secret (as shown)': twoFactorSecret.match(/.{1,4}/g)?.join(' ') ?? twoFactorSecret,
    'Vinted password': vintedPassword,
    'Vinted password (base64)': Buffer.from(vintedPassword).toString('base64'),
    'sign-in password': DEMO_PASSWORD,
  };
  const places = {
    storage: JSON.stringify(await storageContents(page)),
    indexedDB: await indexedDbText(page),
    cookies: JSON.stringify(await context.cookies()),
    console: seen.consoleLines.join('\n'),
    URLs: [...seen.urls, page.url()].join('\n'),
    page: await page.content(),
  };
  const leaks = Object.entries(places).flatMap(([place, text]) =>
    Object.entries(secrets)
      .filter(([, secret]) => text.includes(secret))
      .map(([what]) => `${what} in ${place}`),
  );
  expect(leaks).toEqual([]);
});

test('a hostile feed event is shown as text and runs nothing', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page);
  await openFromMenu(page, /Collector Crypt Listing/);
  const listings = page.getByRole('region', { name: 'Collector Crypt Listing' });
  await expect(listings.getByRole('status')).toHaveText('Feed: Connected');

  const hostile = (tokenMint: string, name: string, link: string, image: string) =>
    JSON.stringify({
      type: 'new_listing',
      data: { tokenMint, timestamp: Date.now(), name, link, image, psaId: '1', grade: 10, priceSOL: 1, priceUSD: 1 },
    });
  const markup = '<img src=x onerror="window.__pwned=1;alert(1)"><b>Mallory</b>';
  await pushFeedFrame(request, hostile('HostileMint1', markup, 'javascript:window.__pwned=2', 'javascript:alert(3)'));
  await pushFeedFrame(
    request,
    hostile(
      'HostileMint2',
      'Data Eve',
      'data:text/html,<script>alert(4)</script>',
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(5)"/>',
    ),
  );
  await pushFeedFrame(request, '<script>window.__pwned=6</script>');
  await pushFeedFrame(request, '{"type":"new_listing","data":{"name":{"__proto__":{"polluted":true}}}}');

  const first = listings.getByRole('listitem').filter({ hasText: markup });
  await expect(first).toBeVisible();
  await expect(first.getByRole('link')).toHaveCount(0);
  const second = listings.getByRole('listitem').filter({ hasText: 'Data Eve' });
  await expect(second).toBeVisible();
  await expect(second.getByRole('link')).toHaveCount(0);

  const state = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
    polluted: ({} as { polluted?: boolean }).polluted ?? null,
    unsafeSources: Array.from(document.querySelectorAll('img, a, iframe, script, object, embed'))
      .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
      .filter((source) => /^(javascript|data):/i.test(source)),
    injected: document.querySelectorAll('[onerror], [onload], b').length,
  }));
  expect(state).toEqual({ pwned: null, polluted: null, unsafeSources: [], injected: 0 });
  expect(dialogs).toEqual([]);
  await expect(page.getByRole('region', { name: 'Collector Crypt Listing' })).toBeVisible();
});

test('signing out ends the session in storage and closes the feed socket', async ({ page, request }) => {
  // The tab watches for the browser (docs/architecture.md, "One client per browser"): its socket opens with the
  // dashboard, before any feed panel.
  const socketOpened = page.waitForEvent('websocket');
  await signIn(page);
  await openFromMenu(page, /Collector Crypt Listing/);
  const socket = await socketOpened;
  await expect(page.getByRole('region', { name: 'Collector Crypt Listing' }).getByRole('status')).toHaveText(
    'Feed: Connected',
  );
  expect(await feedClients(request)).toBe(1);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^demo-/);

  const socketClosed = socket.waitForEvent('close');
  await signOut(page);
  await socketClosed;
  await expect.poll(() => feedClients(request)).toBe(0);

  const left = await storageContents(page);
  expect(left.session).toEqual({});
  // What stays is the user's own non-secret data that has no other copy (wallet names and addresses, grid-bot
  // settings, panel layout) and the language: see docs/decisions/0082-what-signing-out-leaves.md.
  expect(
    Object.keys(left.local).filter((key) => !/^poolbot_(language|wallets|grid_bots|layout_\d+)$/.test(key)),
  ).toEqual([]);
  expect(JSON.stringify(left)).not.toContain(token);
});
