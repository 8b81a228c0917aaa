import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/mocks/db';
import { signIn, test } from './support';

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The panel's box relative to the canvas. */
async function boxOf(page: Page, target: Locator) {
  const canvas = await page.getByRole('region', { name: 'Workspace' }).boundingBox();
  const box = await target.boundingBox();
  if (!canvas || !box) throw new Error('not laid out');
  return {
    x: Math.round(box.x - canvas.x),
    y: Math.round(box.y - canvas.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
}

test('panels open side by side, clamp at the edges and the minimum size, and come back after a reload', async ({
  page,
}) => {
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: /Phygitals Listing/ }).click();
  await menu.getByRole('button', { name: /Courtyard Listing/ }).click();
  await menu.getByRole('button', { name: /ID to Price/ }).click();
  await expect(panel(page, 'ID to Price').getByLabel('Certificate ID')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/workspace-three-panels.png' });

  const balance = panel(page, 'Phygitals Listing');
  expect(await boxOf(page, balance)).toMatchObject({ x: 0, y: 0, width: 500, height: 600 });
  expect((await boxOf(page, panel(page, 'Courtyard Listing'))).x).toBe(516);

  // Drag the second panel by its header far past the left and top edges.
  const header = panel(page, 'Courtyard Listing').getByRole('heading', { name: 'Courtyard Listing' });
  const start = await header.boundingBox();
  if (!start) throw new Error('no header');
  await page.mouse.move(start.x + 20, start.y + 10);
  await page.mouse.down();
  await page.mouse.move(start.x - 900, start.y - 400, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => boxOf(page, panel(page, 'Courtyard Listing'))).toMatchObject({ x: 0, y: -16 });

  // Resize the third panel from its corner to far below the minimum.
  const third = panel(page, 'ID to Price');
  const box = await third.boundingBox();
  if (!box) throw new Error('no panel');
  await page.mouse.move(box.x + box.width - 6, box.y + box.height - 6);
  await page.mouse.down();
  await page.mouse.move(box.x + 50, box.y + 40, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => boxOf(page, third)).toMatchObject({ width: 300, height: 200 });
  await page.screenshot({ path: 'test-results/screens/workspace-clamped.png' });

  const before = await Promise.all(
    ['Phygitals Listing', 'Courtyard Listing', 'ID to Price'].map((title) => boxOf(page, panel(page, title))),
  );
  await page.reload();
  await expect(panel(page, 'ID to Price')).toBeVisible();
  const after = await Promise.all(
    ['Phygitals Listing', 'Courtyard Listing', 'ID to Price'].map((title) => boxOf(page, panel(page, title))),
  );
  expect(after).toEqual(before);
});

test('Escape never closes a panel; Alt+Shift+W does, and Undo brings it back where it was', async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: /Phygitals Listing/ }).click();
  await menu.getByRole('button', { name: /Courtyard Listing/ }).click();
  const courtyard = panel(page, 'Courtyard Listing');
  const placed = await boxOf(page, courtyard);
  // The keyboard reaches the header buttons; Escape there, and again out of habit, closes nothing.
  const close = page.getByRole('button', { name: 'Close Courtyard Listing' });
  await close.focus();
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(courtyard).toBeVisible();

  // Maximised, Escape brings it back to its size.
  await courtyard.getByRole('button', { name: 'Maximize Courtyard Listing' }).click();
  await expect(courtyard.getByRole('button', { name: 'Restore Courtyard Listing' })).toBeVisible();
  await courtyard.getByRole('button', { name: 'Restore Courtyard Listing' }).focus();
  await page.keyboard.press('Escape');
  await expect(courtyard.getByRole('button', { name: 'Maximize Courtyard Listing' })).toBeVisible();
  expect(await boxOf(page, courtyard)).toEqual(placed);

  await page.keyboard.press('Alt+Shift+W');
  await expect(courtyard).toHaveCount(0);
  // The focus goes on to the panel left in front.
  await expect(panel(page, 'Phygitals Listing')).toBeFocused();
  const toast = page.getByRole('alert').filter({ hasText: 'Panel closed: Courtyard Listing.' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(courtyard).toBeVisible();
  expect(await boxOf(page, courtyard)).toEqual(placed);

  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts.getByRole('row', { name: /Close the panel that has the focus/ })).toContainText('AltShiftW');
});

test('Close all asks nothing, and Undo puts every panel back as it was', async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: /Phygitals Listing/ }).click();
  await menu.getByRole('button', { name: /ID to Price/ }).click();
  await panel(page, 'ID to Price').getByLabel('Certificate ID').fill('12345678');
  await panel(page, 'ID to Price').getByRole('button', { name: 'Get price' }).click();
  await expect(panel(page, 'ID to Price').getByRole('region', { name: 'Result' })).toBeVisible();
  const before = await Promise.all(
    ['Phygitals Listing', 'ID to Price'].map((title) => boxOf(page, panel(page, title))),
  );

  await page.getByRole('button', { name: 'Close all' }).click();
  await expect(page.getByText('No open panels')).toBeVisible();
  const toast = page.getByRole('alert').filter({ hasText: '2 panels closed.' });
  await expect(toast).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/workspace-undo-1440.png' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(panel(page, 'ID to Price').getByRole('region', { name: 'Result' })).toContainText('Charizard Holo');
  const after = await Promise.all(['Phygitals Listing', 'ID to Price'].map((title) => boxOf(page, panel(page, title))));
  expect(after).toEqual(before);
});

test('a saved layout opens by its name', async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: /Open Interest/ }).click();
  await page.getByRole('button', { name: 'Layouts…' }).click();
  const layouts = page.getByRole('dialog', { name: 'Layouts' });
  await layouts.getByLabel('Layout name').fill('Night shift');
  await layouts.getByRole('button', { name: 'Save' }).click();
  await layouts.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Close all' }).click();
  await expect(page.getByText('No open panels')).toBeVisible();

  await page.getByRole('button', { name: 'Layouts…' }).click();
  await layouts
    .getByRole('list', { name: 'Saved layouts' })
    .getByRole('button', { name: 'Night shift', exact: true })
    .click();
  await expect(layouts).toBeHidden();
  await expect(panel(page, 'Open Interest')).toBeVisible();
});

test('Ctrl+K pressed as soon as the sign-in goes through opens the palette, which finds Italian names too', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  // At once, while the dashboard may still be loading: the key is not lost.
  await page.waitForURL(/\/dashboard$/);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Go to' });
  await expect(palette.getByRole('combobox')).toBeFocused();

  await page.keyboard.type('Il mio saldo');
  await expect(palette.getByRole('option', { name: /^My Balance/ })).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Tasso di finanziamento');
  await page.keyboard.press('Enter');
  await expect(panel(page, 'Funding Rate')).toBeVisible();
});

test('panels are pulled back on screen when the window shrinks', async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: /Phygitals Listing/ }).click();
  await menu.getByRole('button', { name: /Courtyard Listing/ }).click();
  const second = panel(page, 'Courtyard Listing');
  expect((await boxOf(page, second)).x).toBe(516);

  await page.setViewportSize({ width: 1100, height: 700 });
  await expect
    .poll(async () => {
      const canvas = await page.getByRole('region', { name: 'Workspace' }).boundingBox();
      const box = await boxOf(page, second);
      return (
        canvas !== null &&
        box.x + box.width <= Math.round(canvas.width) &&
        box.y + box.height <= Math.round(canvas.height)
      );
    })
    .toBe(true);
  await page.screenshot({ path: 'test-results/screens/workspace-narrowed.png' });
});
