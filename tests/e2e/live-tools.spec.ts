import { expect, type Request } from '@playwright/test';
import { demoFrames } from './desk-support';
import { LIVE_ORIGIN, MOCK_FEED } from './ports';
import {
  answerNotifications,
  importWallet,
  knownKeyPair,
  lookUpPrice,
  openFromMenu,
  openVinted,
  pushFeedFrame,
  recordCalls,
  resetMockServer,
  signIn,
  test,
  turnOnDealAlerts,
} from './support';

/** The one call of `calls` with this method and path; failing, names every call there was. */
function callTo(calls: Request[], method: string, path: string | RegExp): Request {
  const call = calls.find(
    (candidate) =>
      candidate.method() === method &&
      (typeof path === 'string'
        ? new URL(candidate.url()).pathname === path
        : path.test(new URL(candidate.url()).pathname)),
  );
  if (!call) throw new Error(`no ${method} ${String(path)} among ${calls.map((c) => c.url()).join(', ')}`);
  return call;
}

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test('a wallet is imported through the provider root with the API key and the bearer', async ({ page }) => {
  const calls = recordCalls(page);
  await signIn(page);
  await page.goto('/dashboard/wallets');
  const { secretKey, address } = await knownKeyPair(page);
  await importWallet(page, secretKey, 'Vault');
  await expect(page.getByRole('list', { name: 'Solana wallets' }).getByText(`${address.slice(0, 6)}…`)).toBeVisible();

  const call = callTo(calls, 'POST', '/api/solana/import-wallet');
  expect(call.headers()['x-api-key']).toBe('demo-key');
  expect(call.headers().authorization).toMatch(/^Bearer demo-/);
  const body = call.postDataJSON() as { privateKey: unknown; userId: unknown };
  expect(body.userId).toBe('1');
  expect(Array.isArray(body.privateKey) && body.privateKey.length).toBe(64);
});

test('Vinted credentials go to the pool API as base64 and come back after a reload', async ({ page }) => {
  const calls = recordCalls(page);
  await signIn(page);
  await openVinted(page, 'Settings');
  const panel = page.getByRole('region', { name: 'Vinted Settings' });
  await panel.getByLabel(/Vinted e-mail/).fill('misty@cerulean.city');
  await panel.getByLabel(/Vinted password/).fill('staryu&starmie');
  await panel.getByRole('button', { name: 'Save credentials' }).click();
  await expect(page.getByText('Credentials saved successfully!')).toBeVisible();

  const call = callTo(calls, 'PUT', '/api/pool/1');
  expect(call.headers().authorization).toMatch(/^Bearer demo-/);
  expect(call.headers()['x-api-key']).toBe('demo-key');
  const { data } = call.postDataJSON() as { data: Record<string, string> };
  expect(data.emailVinted).toBe('misty@cerulean.city');
  expect(data.passwordVinted).toBe(Buffer.from('staryu&starmie').toString('base64'));

  await page.reload();
  const reopened = page.getByRole('region', { name: 'Vinted Settings' });
  await expect(reopened.getByLabel(/Vinted e-mail/)).toHaveValue('misty@cerulean.city');
});

test('a price lookup asks the valuation API without our API key or bearer', async ({ page }) => {
  const calls = recordCalls(page);
  await signIn(page);
  const result = await lookUpPrice(page, '87654321');
  await expect(result.getByText('Pikachu Illustrator')).toBeVisible();

  for (const operation of ['/graphql/Cert', '/graphql/AssetDetails']) {
    const call = callTo(calls, 'POST', operation);
    expect(call.headers()['x-api-key']).toBeUndefined();
    expect(call.headers().authorization).toBeUndefined();
  }
});

test('the feed arrives over a real WebSocket, with nothing of the session in its URL', async ({ page, request }) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await signIn(page);
  await openFromMenu(page, /Collector Crypt Listing/);
  const listings = page.getByRole('region', { name: 'Collector Crypt Listing' });
  await expect(listings.getByRole('status')).toHaveText('Feed: Connected');
  expect(sockets).toEqual([MOCK_FEED]);

  const frame = {
    type: 'new_listing',
    data: {
      tokenMint: 'E2eLiveFeedMint111111111111111111111111111',
      timestamp: Date.now(),
      image: `${LIVE_ORIGIN}/demo-cards/lugia.svg`,
      name: 'Lugia Neo Genesis PSA 10',
      psaId: '73027008',
      grade: 10,
      priceSOL: 2.5,
      priceUSD: 456.78,
      link: 'https://collectorcrypt.com/assets/solana/E2eLiveFeedMint111111111111111111111111111',
      isGoodDeal: true,
      difference: 40,
      percentage: 8,
    },
  };
  expect(await pushFeedFrame(request, JSON.stringify(frame))).toBe(1);
  const row = listings.getByRole('listitem').filter({ hasText: 'Lugia Neo Genesis PSA 10' });
  await expect(row).toBeVisible();
  await expect(row.getByText('$456.78')).toBeVisible();
  await expect(row.getByRole('link')).toHaveAttribute('href', frame.data.link);
  // The server's own demo events keep coming too.
  await expect(listings.getByRole('listitem').nth(1)).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/screens/live-feed.png' });
});

function courtyardDeal(name: string) {
  const tokenMint = `E2eCourtyard${name.replace(/\W/g, '')}`.padEnd(44, '1');
  return JSON.stringify({
    type: 'new_listing',
    data: {
      platform: 'courtyard',
      tokenMint,
      timestamp: Date.now(),
      name,
      priceSOL: 1.2,
      priceUSD: 219,
      link: `https://courtyard.io/asset/${tokenMint}`,
      isGoodDeal: true,
      difference: 81,
      percentage: 27,
    },
  });
}

for (const setting of ['granted', 'denied'] as const) {
  test(`a Courtyard deal alerts from the real feed, notifications ${setting}`, async ({ page, request }) => {
    // Only the test's deal: a demo deal of the server's that arrived between choosing "My rules" and typing its
    // keyword once took the alert, and the 5 s throttle then held this one back.
    await demoFrames(request, false);
    await answerNotifications(page, setting);
    await signIn(page);
    await openFromMenu(page, /Courtyard Listing/);
    const panel = page.getByRole('region', { name: 'Courtyard Listing' });
    await expect(panel.getByRole('status')).toHaveText('Feed: Connected');
    const settings = await turnOnDealAlerts(panel);
    if (setting === 'denied') {
      await expect(settings.getByText(/This browser blocks notifications from this site/)).toBeVisible();
    } else {
      await expect(settings.getByRole('alert')).toHaveCount(0);
    }
    await settings.getByRole('radio', { name: 'My rules' }).check();
    await settings.getByRole('textbox', { name: 'Keywords' }).fill('Blastoise');
    expect(await pushFeedFrame(request, courtyardDeal('Blastoise Base Set PSA 9'))).toBe(1);
    const row = panel.getByRole('listitem').filter({ hasText: 'Blastoise Base Set PSA 9' });
    await expect(row.getByText('Good deal · $81.00 (27%) below market value $300.00')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Open Blastoise Base Set PSA 9 on Courtyard' })).toBeVisible();
    await expect(settings.getByText(/^Last alert: 1 deal at/)).toBeVisible();
    const shown = await page.evaluate(() => window.shownNotifications ?? []);
    expect(shown.filter((title) => title.includes('Blastoise'))).toEqual(
      setting === 'granted' ? ['Courtyard Listing: Blastoise Base Set PSA 9'] : [],
    );
  });
}
