import { expect, type Locator, type Page } from '@playwright/test';
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

test('Escape closes the focused panel and the keyboard reaches the header buttons', async ({ page }) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('button', { name: /Courtyard Listing/ })
    .click();
  const close = page.getByRole('button', { name: 'Close Courtyard Listing' });
  await close.focus();
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page, 'Courtyard Listing')).toHaveCount(0);
  await expect(page.getByText('No open panels')).toBeVisible();
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
