import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStrategyAlertLog } from '../../../src/features/volume-bot/components/strategy-alert-log';
import { i18n } from '../../../src/i18n';
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
/** Lighter's long 2.7 % from its liquidation price (180 against a mark of 185). */
const LIGHTER_NEAR_LIQUIDATION = { ...LIGHTER_LONG, liquidation_price: '180' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // A new session for the next test: no list, no readings.
  useStrategyAlertLog.setState(useStrategyAlertLog.getInitialState());
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

/** The session's list as the user opens it: each entry's words and its second line (time · strategy). */
async function openList(user: Awaited<ReturnType<typeof openWatched>>['user'], button: HTMLElement) {
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Strategy alerts in this session' });
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
    expect(within(alerts).getByRole('button', { name: 'Alerts (1)' })).toBeInTheDocument();
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

    // The list: newest first, with the time and the strategy.
    const { dialog, items } = await openList(user, listButton);
    expect(items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Lighter leg 2.7 % from liquidation',
      'Pacifica leg missing',
      'Legs differ by 8 %',
    ]);
    for (const item of items) expect(item).toHaveTextContent(new RegExp(`\\d{1,2}:\\d{2}:\\d{2}.* · ${NAME}$`));
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
    expect(within(redrawn).getByRole('button', { name: 'Alerts (1)' })).toBeInTheDocument();
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

  it('the session’s list keeps the last 50 of every strategy, newest first, in the reader’s language', async () => {
    for (let index = 1; index <= 55; index += 1) {
      const strategy = index % 2 === 0 ? 'lighterPacificaFundingRate' : 'hyperliquidPacificaDeltaNeutral';
      useStrategyAlertLog.getState().add(strategy, [{ kind: 'imbalanced', difference: index / 100 }], index * 1000);
    }
    const { user, alerts } = await openWatched([], []);
    const { dialog, items } = await openList(user, within(alerts).getByRole('button', { name: 'Alerts (50)' }));
    expect(items).toHaveLength(50);
    expect(items[0]).toHaveTextContent('Legs differ by 55 %');
    expect(items[0]).toHaveTextContent('Hyperliquid and Pacifica Delta Neutral');
    expect(items[1]).toHaveTextContent('Legs differ by 54 %');
    expect(items[1]).toHaveTextContent(NAME);
    expect(items[49]).toHaveTextContent('Legs differ by 6 %');

    await act(() => i18n.changeLanguage('it'));
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Le gambe differiscono di 55 %');
    await user.click(within(dialog).getByRole('button', { name: "Svuota l'elenco" }));
    expect(within(dialog).getByText('Ancora nessun avviso delle strategie in questa sessione.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(alerts).getByRole('button', { name: 'Avvisi (0)' })).toBeInTheDocument();
  });
});
