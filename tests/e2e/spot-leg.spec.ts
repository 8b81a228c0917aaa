import { expect } from '@playwright/test';
import { openStrategy } from './strategy-support';
import { signIn, test } from './support';

const SHOTS = 'test-results/screens';

test('Pacifica Delta Neutral reads its spot leg from the Pacifica account’s Solana wallet (1440, English)', async ({
  page,
}) => {
  await signIn(page);
  const { panel, watch } = await openStrategy(page, 'Pacifica Delta Neutral');
  await panel.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'SOL', exact: true }).click();
  await panel.getByRole('button', { name: 'Save' }).click();
  const spot = watch.getByRole('region', { name: 'Pacifica spot leg' });
  // The demo wallet holds SOL; the demo Pacifica account is long SOL (its Lighter pair), so nothing here is hedged.
  await expect(spot.getByRole('table', { name: 'Pacifica position' })).toContainText(/SizeLong|Size[\d.]+ SOL/);
  await expect(spot.getByText(/^The spot leg is what this Solana wallet holds/)).toBeVisible();
  await expect(
    watch.getByText(/^Not hedged: both legs long \(long Pacifica spot [\d.]+ SOL, long Pacifica [\d.]+ SOL\)$/),
  ).toBeVisible();
  await watch.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/spot-leg-1440-en.png` });
});
