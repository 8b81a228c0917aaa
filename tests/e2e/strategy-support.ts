import type { Page } from '@playwright/test';
import { animationsDone } from './support';

/** Opens one strategy from Volume Bot → Bot (unfolding the lists it needs) and gives its panel and its watch. */
export async function openStrategy(page: Page, name: string) {
  const menu = page.getByRole('navigation', { name: /Menu/ });
  const bots = menu.getByRole('list', { name: 'Bot', exact: true });
  if (!(await bots.isVisible())) {
    if (!(await menu.getByRole('button', { name: 'Bot', exact: true }).isVisible())) {
      await menu.getByRole('button', { name: 'Volume Bot' }).click();
      // An entry clicked while the list still slides open can take the press and lose the release.
      await animationsDone(page);
    }
    await menu.getByRole('button', { name: 'Bot', exact: true }).click();
    await animationsDone(page);
  }
  await bots.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const panel = page.getByRole('region', { name });
  return { panel, watch: panel.getByRole('region', { name: 'Positions on the venues' }) };
}
