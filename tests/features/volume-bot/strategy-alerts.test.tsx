import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDB } from 'idb';
import { ALERT_DB_NAME, ALERTS_STORE, alertKey } from '../../../src/alert-log/alert-log-db';
import { createAlertLog } from '../../../src/alert-log/alert-log-store';
import { alertAt } from '../../alert-log/alert-fixtures';
import { storeDemoSession } from '../../test-utils';
import { browserAlerts, FakeNotification, tones } from '../../alert-fakes';
import { setScreenSize } from '../../screen-size';
import {
  LIGHTER_LONG,
  openStrategy,
  pacificaShort,
  saveStrategies,
  serveLighterPositions,
  servePacificaAccount,
  serveSolMarkets,
} from './strategy-fixtures';

const NAME = 'Lighter and Pacifica Funding Rate';
const STRATEGY = 'lighterPacificaFundingRate';
/** Lighter's long 2.7 % from its liquidation price (180 against a mark of 185). */
const LIGHTER_NEAR_LIQUIDATION = { ...LIGHTER_LONG, liquidation_price: '180' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A saved SOL strategy with the legs the venues hold, opened in its panel; its alert settings and list. */
async function openWatched(lighter: Record<string, unknown>[], pacifica: Record<string, unknown>[]) {
  saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' } });
  serveSolMarkets();
  serveLighterPositions(lighter);
  servePacificaAccount(pacifica);
  const opened = await openStrategy(NAME);
  const alerts = within(opened.panel).getByRole('region', { name: 'Alerts' });
  const refresh = async () => {
    await opened.user.click(within(opened.watch).getByRole('button', { name: 'Read every source again now' }));
  };
  return { ...opened, alerts, refresh };
}

const enable = (alerts: HTMLElement) => within(alerts).getByRole('switch', { name: 'Alert me about this strategy' });

/** The strategy's list as the user opens it: each entry's words and its second line (the time). */
async function openList(user: Awaited<ReturnType<typeof openWatched>>['user'], button: HTMLElement) {
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Alerts of this strategy' });
  return { dialog, items: within(dialog).queryAllByRole('listitem') };
}

describe('strategy alerts', () => {
  it('are off by default; on, they ask for permission, chime, notify, group what comes in 5 s, and list it', async () => {
    browserAlerts('default', 'granted');
    const toFake = ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] as const;
    vi.useFakeTimers({ toFake: [...toFake], shouldAdvanceTime: true });
    const { user, watch, alerts, refresh } = await openWatched([LIGHTER_LONG], [pacificaShort('1.104')]);
    await within(watch).findByText(/^Imbalanced: legs differ by 8 %/);
    // Off by default: the pair is 8 % apart and nothing alerts.
    expect(enable(alerts)).not.toBeChecked();
    expect(within(alerts).getByRole('button', { name: 'Alerts (0)' })).toBeInTheDocument();
    expect(FakeNotification.shown).toHaveLength(0);
    expect(tones).toHaveLength(0);

    // On: the browser asks, and the problem already there alerts once.
    await user.click(enable(alerts));
    await waitFor(() => expect(FakeNotification.permission).toBe('granted'));
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.title).toBe(`${NAME}: alert`);
    expect(FakeNotification.shown[0]?.options.body).toBe('Legs differ by 8 %');
    expect(tones).toHaveLength(2);
    expect(within(alerts).queryByRole('alert')).not.toBeInTheDocument();
    // Kept in the alert log, which the strategy's list reads.
    expect(await within(alerts).findByRole('button', { name: 'Alerts (1)' })).toBeInTheDocument();
    // The same reading again raises nothing.
    await refresh();
    expect(within(alerts).getByRole('button', { name: 'Alerts (1)' })).toBeInTheDocument();

    // Within 5 s: the Pacifica leg gone and Lighter close to liquidation, one notification for both when 5 s are up.
    serveLighterPositions([LIGHTER_NEAR_LIQUIDATION]);
    servePacificaAccount([]);
    await refresh();
    const listButton = await within(alerts).findByRole('button', { name: 'Alerts (3)' });
    expect(FakeNotification.shown).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(FakeNotification.shown).toHaveLength(2);
    expect(FakeNotification.shown[1]?.title).toBe(`2 strategy alerts: ${NAME}`);
    expect(FakeNotification.shown[1]?.options.body).toBe('Pacifica leg missing\nLighter leg 2.7 % from liquidation');
    expect(tones).toHaveLength(4);
    act(() => FakeNotification.shown[1]?.onclick?.());
    expect(FakeNotification.shown[1]?.closed).toBe(true);

    // The list: newest first, with the time; the two alerts of one reading share their moment.
    const { dialog, items } = await openList(user, listButton);
    const words = items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);
    expect(words.slice(0, 2).sort()).toEqual(['Lighter leg 2.7 % from liquidation', 'Pacifica leg missing']);
    expect(words[2]).toBe('Legs differ by 8 %');
    for (const item of items) expect(item).toHaveTextContent(/\d{1,2}:\d{2}:\d{2}/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Off: a new problem alerts nothing, not even later.
    await user.click(enable(alerts));
    serveLighterPositions([LIGHTER_LONG]);
    servePacificaAccount([pacificaShort('1.104')]);
    await refresh();
    await within(watch).findByText(/^Imbalanced: legs differ by 8 %/);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(FakeNotification.shown).toHaveLength(2);
    expect(within(alerts).getByRole('button', { name: 'Alerts (3)' })).toBeInTheDocument();
  });

  it('play only the sound when the browser refuses notifications, and do not repeat when the panel is drawn again', async () => {
    browserAlerts('default', 'denied');
    const { user, watch, alerts } = await openWatched([LIGHTER_LONG], []);
    await within(watch).findByText('Open with one leg only: Pacifica short missing');
    await user.click(enable(alerts));
    expect(
      await within(alerts).findByText(/This browser blocks notifications from this site, so alerts only play a sound/),
    ).toBeInTheDocument();
    await within(alerts).findByRole('button', { name: 'Alerts (1)' });
    expect(tones).toHaveLength(2);
    expect(FakeNotification.shown).toHaveLength(0);

    // The workspace switching to its phone layout draws the panel again, still missing its leg: not alerted again.
    act(() => setScreenSize({ width: 390, height: 844 }));
    const again = await screen.findByRole('region', { name: NAME });
    await within(again).findByText('Open with one leg only: Pacifica short missing');
    const redrawn = within(again).getByRole('region', { name: 'Alerts' });
    expect(enable(redrawn)).toBeChecked();
    expect(await within(redrawn).findByRole('button', { name: 'Alerts (1)' })).toBeInTheDocument();
    expect(tones).toHaveLength(2);
  });

  it('a browser without notifications says so; the sound can be turned off', async () => {
    browserAlerts('default', 'granted');
    vi.stubGlobal('Notification', undefined);
    const toFake = ['setTimeout', 'clearTimeout', 'Date'] as const;
    vi.useFakeTimers({ toFake: [...toFake], shouldAdvanceTime: true });
    const { user, watch, alerts, refresh } = await openWatched([LIGHTER_LONG], []);
    await within(watch).findByText('Open with one leg only: Pacifica short missing');
    await user.click(enable(alerts));
    expect(
      within(alerts).getByText('This browser cannot show desktop notifications here, so alerts only play a sound.'),
    ).toBeInTheDocument();
    await within(alerts).findByRole('button', { name: 'Alerts (1)' });
    expect(tones).toHaveLength(2);

    await user.click(within(alerts).getByRole('checkbox', { name: 'Play a sound' }));
    serveLighterPositions([LIGHTER_NEAR_LIQUIDATION]);
    await refresh();
    await within(alerts).findByRole('button', { name: 'Alerts (2)' });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(tones).toHaveLength(2);
  });

  it('check their percentages, and alert on an imbalance beyond the one set', async () => {
    browserAlerts('granted', 'granted');
    const { user, watch, alerts, refresh } = await openWatched([LIGHTER_LONG], [pacificaShort('1.19')]);
    await within(watch).findByText(/, balanced$/);
    await user.click(enable(alerts));
    const imbalance = within(alerts).getByRole('textbox', { name: 'Legs apart by more than' });
    const liquidation = within(alerts).getByRole('textbox', { name: 'Liquidation closer than' });
    expect(imbalance).toHaveValue('5');
    expect(liquidation).toHaveValue('10');

    await user.clear(imbalance);
    expect(await within(alerts).findByText('Enter a percentage.')).toBeInTheDocument();
    await user.type(imbalance, '1');
    expect(
      await within(alerts).findByText('Between 2 % and 100 % (legs within 2 % count as balanced).'),
    ).toBeInTheDocument();
    await user.clear(liquidation);
    await user.type(liquidation, '150');
    expect(await within(alerts).findByText('Between 1 % and 100 %.')).toBeInTheDocument();
    await user.clear(liquidation);
    await user.type(liquidation, '10');
    await user.clear(imbalance);
    await user.type(imbalance, '10');
    await waitFor(() => expect(within(alerts).queryByText(/^Between/)).not.toBeInTheDocument());

    // 8 % apart is within the 10 % set: no alert.
    servePacificaAccount([pacificaShort('1.104')]);
    await refresh();
    await within(watch).findByText(/^Imbalanced: legs differ by 8 %/);
    expect(within(alerts).getByRole('button', { name: 'Alerts (0)' })).toBeInTheDocument();

    // Set to 5 %: once balanced again, the next 8 % alerts.
    await user.clear(imbalance);
    await user.type(imbalance, '5');
    servePacificaAccount([pacificaShort('1.19')]);
    await refresh();
    await within(watch).findByText(/, balanced$/);
    servePacificaAccount([pacificaShort('1.104')]);
    await refresh();
    await within(alerts).findByRole('button', { name: 'Alerts (1)' });
    expect(FakeNotification.shown.map((shown) => shown.options.body)).toEqual(['Legs differ by 8 %']);
  });

  it("the strategy's list reads the alert log: its own alerts, newest first, a damaged record skipped", async () => {
    const { userId } = storeDemoSession();
    const now = Date.now();
    const other = 'hyperliquidPacificaDeltaNeutral';
    await createAlertLog().add(userId, [
      alertAt(1, { id: 'a1', at: now - 3000, sourceId: STRATEGY, lines: ['Legs differ by 9 %'] }),
      alertAt(2, { id: 'a2', at: now - 2000, sourceId: other, lines: ['Legs differ by 20 %'] }),
      alertAt(3, { id: 'a3', at: now - 1000, sourceId: STRATEGY, lines: ['Pacifica leg missing'] }),
    ]);
    const db = await openDB(ALERT_DB_NAME, 1);
    // A record another version or a person with dev tools left behind, with markup in it.
    await db.put(ALERTS_STORE, { key: alertKey(userId, 'bad'), userId, id: 'bad', at: now, title: '<img src=x>' });
    db.close();

    const { user, alerts } = await openWatched([], []);
    const { dialog, items } = await openList(user, await within(alerts).findByRole('button', { name: 'Alerts (2)' }));
    expect(items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Pacifica leg missing',
      'Legs differ by 9 %',
    ]);
    expect(within(dialog).queryByText(/img/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('say once, in the list, when the browser refuses to store alerts, and go on for the visit', async () => {
    Reflect.deleteProperty(globalThis, 'indexedDB');
    browserAlerts('granted', 'granted');
    const { user, watch, alerts } = await openWatched([LIGHTER_LONG], []);
    await within(watch).findByText('Open with one leg only: Pacifica short missing');
    await user.click(enable(alerts));
    const { dialog, items } = await openList(user, await within(alerts).findByRole('button', { name: 'Alerts (1)' }));
    expect(items).toHaveLength(1);
    expect(within(dialog).getAllByRole('status')).toHaveLength(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'This browser refused to store alerts: they are kept for this visit only.',
    );
  });
});
