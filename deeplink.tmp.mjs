import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto(base + '/login');
await page.getByLabel('Username').fill('demo');
await page.getByLabel('Password', { exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'LOGIN' }).click();
await page.waitForURL(/dashboard$/);
await page.getByRole('button', { name: 'Open user menu' }).waitFor();
for (const [path, ready] of [['/dashboard', 'No open panels'], ['/dashboard/bot-management', 'Global Settings'], ['/dashboard', 'No open panels'], ['/dashboard/bot-management', 'Global Settings'], ['/dashboard', 'No open panels'], ['/dashboard/bot-management', 'Global Settings']]) {
  const t0 = Date.now();
  await page.goto(base + path);
  await page.getByText(ready).first().waitFor({ timeout: 20000 });
  console.log(path, Date.now() - t0, 'ms');
}
await browser.close();
