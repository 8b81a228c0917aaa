import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import bs58 from 'bs58';
import { DEMO_PASSWORD } from '../../src/mocks/db';
import { totpCode } from '../../src/features/account/model/totp';
import { MOCK_SERVER } from './ports';

/**
 * Playwright's test, with a guard on every page: the build's Content-Security-Policy must never have to block
 * anything the app itself does (a violation is a bug in the app or in the policy).
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations).toEqual([]);
    },
    { auto: true },
  ],
});

/** The mock server that the live project's build talks to (playwright.config.ts starts it). */
export { MOCK_SERVER };

export async function signIn(page: Page, username = 'demo', twoFactorSecret?: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  if (twoFactorSecret) {
    const dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
    await dialog.getByLabel('Enter 6-digit code').fill(totpCode(twoFactorSecret));
    await dialog.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
  // Like a person, wait for the dashboard before going anywhere: a page.goto in the same instant as the session is
  // written can reach a fresh renderer before Chromium has passed the localStorage write on (seen once in ~6 runs).
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function openFromMenu(page: Page, entry: RegExp) {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: entry }).click();
}

export async function openVinted(page: Page, entry: 'Settings' | 'Upload') {
  const menu = page.getByRole('navigation', { name: 'Menu' });
  const uploadBot = menu.getByRole('list', { name: 'Upload Bot' });
  if (!(await uploadBot.isVisible())) await menu.getByRole('button', { name: 'Upload Bot' }).click();
  await uploadBot.getByRole('button', { name: entry }).click();
}

/** Opens ID to Price and prices a certificate as PSA 10; returns the panel's result region. */
export async function lookUpPrice(page: Page, certificate: string) {
  await openFromMenu(page, /ID to Price/);
  const panel = page.getByRole('region', { name: 'ID to Price' });
  await panel.getByLabel('Certificate ID').fill(certificate);
  await panel.getByRole('combobox', { name: 'Grading company' }).click();
  await page.getByRole('option', { name: 'PSA' }).click();
  await panel.getByRole('combobox', { name: 'Grade' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await panel.getByRole('button', { name: 'Get price' }).click();
  return panel.getByRole('region', { name: 'Result' });
}

/** Turns 2FA on from the account page and returns the secret the dialog showed. */
export async function enableTwoFactor(page: Page): Promise<string> {
  await page.goto('/dashboard/account');
  const card = page.getByRole('region', { name: 'Two-Factor Authentication' });
  await card.getByRole('button', { name: 'Set Up 2FA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
  const secret = ((await dialog.getByLabel('Manual key').textContent()) ?? '').replace(/ /g, '');
  await dialog.getByLabel('6-digit code').fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(card.getByText('Enabled')).toBeVisible();
  return secret;
}

/**
 * A fixed, well-known key pair (seed 0x2a repeated). Its address is computed with the browser's own WebCrypto,
 * independently of the app, so that the test can compare what the app derives.
 */
export async function knownKeyPair(page: Page): Promise<{ secretKey: string; address: string }> {
  const { secret, publicKey } = await page.evaluate(
    async (seed) => {
      const pkcs8Prefix = [
        0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
      ];
      const privateKey = await crypto.subtle.importKey(
        'pkcs8',
        new Uint8Array([...pkcs8Prefix, ...seed]),
        'Ed25519',
        true,
        ['sign'],
      );
      const jwk = await crypto.subtle.exportKey('jwk', privateKey);
      const x = atob((jwk.x ?? '').replace(/-/g, '+').replace(/_/g, '/'));
      const publicBytes = Array.from(x, (char) => char.charCodeAt(0));
      return { secret: [...seed, ...publicBytes], publicKey: publicBytes };
    },
    Array.from(new Uint8Array(32).fill(42)),
  );
  return { secretKey: bs58.encode(Uint8Array.from(secret)), address: bs58.encode(Uint8Array.from(publicKey)) };
}

export async function importWallet(page: Page, secretKey: string, name: string) {
  await page.getByRole('button', { name: 'Add Solana Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Solana Wallet' });
  await dialog.getByLabel('Private Key').fill(secretKey);
  await dialog.getByLabel('Wallet Name').fill(name);
  await expect(dialog.getByText(/^Address of this key: /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Import Wallet' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Every request the page sends from now on that `keep` accepts, as sent (URL, method, headers): what a live test
 * checks the app asked for, and that no key or bearer went where it must not.
 */
export function recordRequests(page: Page, keep: (request: Request) => boolean): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (keep(request)) requests.push(request);
  });
  return requests;
}

/** Every call the page makes to the mock server from now on, the browser's CORS preflights (OPTIONS) left out. */
export function recordCalls(page: Page): Request[] {
  return recordRequests(page, (request) => request.url().startsWith(MOCK_SERVER) && request.method() !== 'OPTIONS');
}

export async function resetMockServer(request: APIRequestContext) {
  expect((await request.post(`${MOCK_SERVER}/__reset`)).ok()).toBe(true);
}

/** Sends one raw text frame to every browser connected to the mock server's feed; returns how many got it. */
export async function pushFeedFrame(request: APIRequestContext, frame: string): Promise<number> {
  const reply = await request.post(`${MOCK_SERVER}/__feed`, { data: frame, headers: { 'Content-Type': 'text/plain' } });
  return ((await reply.json()) as { sentTo: number }).sentTo;
}

export async function feedClients(request: APIRequestContext): Promise<number> {
  return ((await (await request.get(`${MOCK_SERVER}/__feed`)).json()) as { clients: number }).clients;
}

declare global {
  interface Window {
    /** Titles of the desktop notifications the page showed (see answerNotifications). */
    shownNotifications?: string[];
  }
}

/**
 * Sets what the browser answers when the page asks to show notifications, as a user's choice in the permission prompt
 * would, and records the notifications the page shows.
 */
export async function answerNotifications(page: Page, setting: 'granted' | 'denied') {
  if (setting === 'granted') await page.context().grantPermissions(['notifications']);
  else {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied' });
  }
  await page.addInitScript(() => {
    const Real = window.Notification;
    window.shownNotifications = [];
    // The real Notification, counted: the page gets the browser's own object and its own answers.
    class Recorded extends Real {
      static override get permission() {
        return Real.permission;
      }
      static override requestPermission() {
        return Real.requestPermission();
      }
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        window.shownNotifications?.push(title);
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
  });
}

/** Opens a feed panel's deal alerts and turns them on (the click is the gesture that asks for permission). */
export async function turnOnDealAlerts(panel: Locator) {
  await panel.getByRole('button', { name: 'Deal alerts: off' }).click();
  const settings = panel.getByRole('region', { name: 'Deal alerts' });
  await settings.getByRole('switch', { name: 'Alert me about new deals' }).check();
  await expect(panel.getByRole('button', { name: 'Deal alerts: on' })).toBeVisible();
  return settings;
}

/** Waits until nothing moves on the page (a menu unfolding, a dialog fading in); endless spinners do not count. */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * axe over the whole page once it has settled: no serious or critical violation, each one named if there is. A toast
 * or dialog fading in or out is half transparent, and axe would measure its contrast against what shows through; a
 * toast can start fading out while axe runs, so a violation must still be there on later runs to count.
 */
export async function expectAccessible(page: Page, what: string) {
  const seriousViolations = async () => {
    await animationsDone(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${what}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  };
  await expect.poll(seriousViolations, { message: `axe on ${what}`, timeout: 15_000 }).toEqual([]);
}
