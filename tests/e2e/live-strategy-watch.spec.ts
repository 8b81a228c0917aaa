import { expect } from '@playwright/test';
import { openStrategy } from './strategy-support';
import { MOCK_SERVER, recordRequests, resetMockServer, signIn, test } from './support';

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test.afterEach(async ({ request }) => {
  await resetMockServer(request);
});

test('a strategy over real HTTP: Lighter down costs only its leg, no key or bearer leaves', async ({
  page,
  request,
}) => {
  expect((await request.post(`${MOCK_SERVER}/__venues`, { data: { fail: { lighter: 'down' } } })).ok()).toBe(true);
  const calls = recordRequests(page, (call) => call.url().startsWith(`${MOCK_SERVER}/venues/`));
  await signIn(page);
  const { watch } = await openStrategy(page, 'Lighter and Pacifica Funding Rate');
  await expect(watch.getByRole('region', { name: 'Lighter perpetual leg' })).toContainText(
    'Lighter could not be read (error 503).',
  );
  await expect(
    watch.getByRole('region', { name: 'Pacifica perpetual leg' }).getByRole('table', { name: 'Pacifica position' }),
  ).toContainText(/Long/);
  await expect(watch.getByText(/^Partly known: long Pacifica [\d.]+ SOL; Lighter perpetual not read$/)).toBeVisible();
  expect(calls.some((call) => call.url().includes('/venues/pacifica/api/v1/positions'))).toBe(true);
  for (const call of calls) {
    expect(call.headers().authorization).toBeUndefined();
    expect(call.headers()['x-api-key']).toBeUndefined();
  }
});
