import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../src/config/env';
import { browserAlerts, FakeNotification, tones } from '../../alert-fakes';
import { server } from '../../server';
import { openFromMenu } from '../../test-utils';
import {
  LIGHTER_LONG,
  openStrategy,
  pacificaShort,
  saveStrategies,
  serveLighterPositions,
  servePacificaAccount,
  serveSolMarkets,
} from './strategy-fixtures';

const FUNDING = 'Lighter and Pacifica Funding Rate';
const CARRY = 'Pacifica Delta Neutral';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The SOL (in lamports) the Pacifica account's Solana wallet holds: the cash-and-carry's spot leg. */
function serveWallet(lamports: number) {
  server.use(
    http.post(env.solanaRpcUrl, async ({ request }) => {
      const { id } = (await request.json()) as { id: unknown };
      return HttpResponse.json({ jsonrpc: '2.0', id, result: { context: { slot: 1 }, value: lamports } });
    }),
  );
}

/**
 * Both SOL strategies saved (the funding pair and the cash-and-carry), the browser allowing notifications, the clock
 * faked: Lighter long 1.2 SOL, the Pacifica short and the wallet's SOL as given.
 */
function arrange({ pacificaShort: short, walletLamports }: { pacificaShort: string; walletLamports: number }) {
  browserAlerts('granted', 'granted');
  const toFake = ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] as const;
  vi.useFakeTimers({ toFake: [...toFake], shouldAdvanceTime: true });
  saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' }, pacificaDeltaNeutral: { market: 'SOL' } });
  serveSolMarkets();
  serveLighterPositions([LIGHTER_LONG]);
  servePacificaAccount([pacificaShort(short)]);
  serveWallet(walletLamports);
}

const turnOn = async (user: Awaited<ReturnType<typeof openStrategy>>['user'], panel: HTMLElement) => {
  const alerts = within(panel).getByRole('region', { name: 'Alerts' });
  await user.click(within(alerts).getByRole('switch', { name: 'Alert me about this strategy' }));
  return alerts;
};

describe('strategy alerts across panels', () => {
  it('go out through one throttle for the tab: two strategies within 5 s make one notification, each line named', async () => {
    arrange({ pacificaShort: '1.104', walletLamports: 0 });

    const { user, panel, watch } = await openStrategy(FUNDING);
    await within(watch).findByText(/^Imbalanced: legs differ by 8 %/);
    await openFromMenu(user, CARRY);
    const carry = await screen.findByRole('region', { name: CARRY });
    await within(carry).findByText('Open with one leg only: Pacifica spot long missing');

    // The first strategy alerts at once; the second, a moment later, waits for the 5 s to be up.
    await turnOn(user, panel);
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.title).toBe(`${FUNDING}: alert`);
    const carryAlerts = await turnOn(user, carry);
    await within(carryAlerts).findByRole('button', { name: 'Alerts (1)' });
    expect(FakeNotification.shown).toHaveLength(1);
    expect(tones).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(FakeNotification.shown).toHaveLength(2);
    expect(FakeNotification.shown[1]?.title).toBe(`${CARRY}: alert`);
    expect(FakeNotification.shown[1]?.options.body).toBe('Pacifica spot leg missing');
    expect(tones).toHaveLength(4);
  });

  it('several strategies waiting together go out as one notification, each line named by its strategy', async () => {
    arrange({ pacificaShort: '1.2', walletLamports: 1_200_000_000 });

    const { user, panel, watch } = await openStrategy(FUNDING);
    await within(watch).findByText('Open: long Lighter 1.2 SOL / short Pacifica 1.2 SOL, balanced');
    await openFromMenu(user, CARRY);
    const carry = await screen.findByRole('region', { name: CARRY });
    const carryWatch = await within(carry).findByRole('region', { name: 'Positions on the venues' });
    await within(carryWatch).findByText('Open: long Pacifica spot 1.2 SOL / short Pacifica 1.2 SOL, balanced');
    const fundingAlerts = await turnOn(user, panel);
    const carryAlerts = await turnOn(user, carry);
    expect(FakeNotification.shown).toHaveLength(0);
    const refresh = (where: HTMLElement) =>
      user.click(within(where).getByRole('button', { name: 'Read every source again now' }));

    // The Lighter leg closes: the funding pair alerts at once.
    serveLighterPositions([]);
    await refresh(watch);
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.options.body).toBe('Lighter leg missing');

    // Within the 5 s, the Pacifica short shrinks by 8 % under both pairs: two strategies' alerts wait together.
    serveLighterPositions([LIGHTER_LONG]);
    servePacificaAccount([pacificaShort('1.104')]);
    await refresh(watch);
    await refresh(carryWatch);
    // Each strategy's list holds its own alerts.
    await within(fundingAlerts).findByRole('button', { name: 'Alerts (2)' });
    await within(carryAlerts).findByRole('button', { name: 'Alerts (1)' });
    expect(FakeNotification.shown).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(FakeNotification.shown).toHaveLength(2);
    expect(FakeNotification.shown[1]?.title).toBe('2 alerts from 2 strategies');
    expect(FakeNotification.shown[1]?.options.body?.split('\n').sort()).toEqual([
      `${FUNDING}: Legs differ by 8 %`,
      `${CARRY}: Legs differ by 8 %`,
    ]);
    // One chime for the group.
    expect(tones).toHaveLength(4);
  });
});
