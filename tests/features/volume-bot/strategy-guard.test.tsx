import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../src/config/env';
import { db } from '../../../src/mocks/db';
import { browserAlerts, FakeNotification, tones } from '../../alert-fakes';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import {
  LIGHTER_LONG,
  pacificaShort,
  saveStrategies,
  serveLighterPositions,
  servePacificaAccount,
  serveSolMarkets,
} from './strategy-fixtures';

const NAME = 'Lighter and Pacifica Funding Rate';
const STRATEGY = 'lighterPacificaFundingRate';
const LAYOUT_KEY = 'poolbot_layout_1';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** What the demo user's record keeps for the SOL strategy. */
const keptStrategy = () =>
  (db().users.find((user) => user.id === '1')?.volumeBot as { bots: Record<string, Record<string, unknown>> }).bots[
    STRATEGY
  ];

/** The SOL strategy saved with these alert settings, its legs 8 % apart at the venues. */
function savedApart(alerts: unknown) {
  saveStrategies({ [STRATEGY]: { market: 'SOL', alerts } });
  serveSolMarkets();
  serveLighterPositions([LIGHTER_LONG]);
  servePacificaAccount([pacificaShort('1.104')]);
}

/** An hour ago the short leg paid $2.50 of funding since it opened. */
const fundingPaid = () => ({
  history_id: 1,
  symbol: 'SOL',
  side: 'ask',
  amount: '1.104',
  payout: '-2.5',
  created_at: Date.now() - 3_600_000,
});

/** My Balance's margin-use level, as the demo user's account record keeps it. */
function keepMarginLevel(level: number) {
  const demo = db().users.find((user) => user.id === '1');
  if (demo) demo.marginWarning = level;
}

/** The dashboard, with no panel open. */
function openDashboard() {
  storeDemoSession();
  return renderApp('/dashboard');
}

async function openPanel(user: ReturnType<typeof renderApp>['user']) {
  await openFromMenu(user, 'Volume Bot', 'Bot', NAME);
  const panel = await screen.findByRole('region', { name: NAME });
  const alerts = await within(panel).findByRole('region', { name: 'Alerts' });
  return { panel, alerts };
}

const enable = (alerts: HTMLElement) => within(alerts).getByRole('switch', { name: 'Alert me about this strategy' });

describe('the strategies’ guard', () => {
  it('alerts on a saved strategy with alerts on while its panel is closed, rebalance and funding included', async () => {
    browserAlerts('granted', 'granted');
    savedApart({ enabled: true, rebalancePct: 5 });
    // Funding since the opening: paid, not received.
    servePacificaAccount([pacificaShort('1.104')], [fundingPaid()]);
    openDashboard();
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(screen.queryByRole('region', { name: NAME })).not.toBeInTheDocument();
    expect(FakeNotification.shown[0]?.title).toBe(`3 strategy alerts: ${NAME}`);
    const lines = FakeNotification.shown[0]?.options.body?.split('\n') ?? [];
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Legs differ by 8 %');
    expect(lines[1]).toMatch(
      /^Legs' notional apart by [\d.]+ % \(\$[\d.,]+ long, \$[\d.,]+ short\): rebalance needed$/,
    );
    expect(lines[2]).toBe('Funding since opening turned negative: -$2.50');
    expect(tones).toHaveLength(2);
  });

  it('alerts when a leg’s venue uses more margin than the level kept from My Balance, unless that rule is off', async () => {
    browserAlerts('granted', 'granted');
    // The legs balanced; Lighter uses 44 % of its equity and Pacifica 50 %, and the user's level is 45 %.
    savedApart({ enabled: true });
    servePacificaAccount([pacificaShort('1.19')]);
    keepMarginLevel(0.45);
    openDashboard();
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.title).toBe(`${NAME}: alert`);
    expect(FakeNotification.shown[0]?.options.body).toBe(
      'Pacifica: margin used is 50% of equity, above your 45% level in My Balance',
    );
  });

  it('raises no margin alert with the margin rule off, nor under the level', async () => {
    browserAlerts('granted', 'granted');
    savedApart({ enabled: true, marginHigh: false });
    servePacificaAccount([pacificaShort('1.19')]);
    keepMarginLevel(0.45);
    const { user } = openDashboard();
    const { panel, alerts } = await openPanel(user);
    await within(panel).findByText(/, balanced$/);
    expect(
      within(alerts).getByRole('checkbox', { name: "Margin use on a leg's venue above the level set in My Balance" }),
    ).not.toBeChecked();
    // The level raised above both venues' use, and the rule on again: still nothing to say.
    keepMarginLevel(0.6);
    await user.click(
      within(alerts).getByRole('checkbox', { name: "Margin use on a leg's venue above the level set in My Balance" }),
    );
    await waitFor(() => expect(keptStrategy()?.alerts).toMatchObject({ marginHigh: true }));
    await within(panel).findByText(/, balanced$/);
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('sets the position rules in the panel: a rule turned off alerts nothing, a percentage out of range says so', async () => {
    browserAlerts('granted', 'granted');
    // Alerts on, the legs balanced: nothing to say yet.
    savedApart({ enabled: true, rebalancePct: 5 });
    servePacificaAccount([pacificaShort('1.19')]);
    const { user } = openDashboard();
    const { panel, alerts } = await openPanel(user);
    await within(panel).findByText(/, balanced$/);
    await user.click(within(alerts).getByRole('checkbox', { name: 'Funding since opening turning negative' }));
    await waitFor(() => expect(keptStrategy()?.alerts).toMatchObject({ enabled: true, fundingNegative: false }));
    const rebalance = within(alerts).getByRole('textbox', { name: "Legs' notional apart by more than" });
    expect(rebalance).toHaveValue('5');
    await user.clear(rebalance);
    await user.type(rebalance, '1');
    expect(
      await within(alerts).findByText('Between 2 % and 100 % (legs within 2 % count as balanced).'),
    ).toBeInTheDocument();
    expect(keptStrategy()?.alerts).toMatchObject({ rebalancePct: 5 });
    await user.clear(rebalance);
    await user.type(rebalance, '5');
    expect(FakeNotification.shown).toHaveLength(0);

    // The legs drift 8 % apart and funding turns negative: the imbalance and the rebalance alert, funding does not.
    servePacificaAccount([pacificaShort('1.104')], [fundingPaid()]);
    await user.click(within(panel).getByRole('button', { name: 'Read every source again now' }));
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    const lines = FakeNotification.shown[0]?.options.body?.split('\n') ?? [];
    expect(lines[0]).toBe('Legs differ by 8 %');
    expect(lines[1]).toMatch(/rebalance needed$/);
    expect(lines).toHaveLength(2);

    await user.click(
      within(alerts).getByRole('checkbox', { name: "The legs' notional drifting apart (a rebalance needed)" }),
    );
    await waitFor(() => expect(keptStrategy()?.alerts).toMatchObject({ rebalance: false, rebalancePct: 5 }));
  });

  it('alerts on nothing for a strategy saved before alerts were kept with it, nor for one with alerts off', async () => {
    browserAlerts('granted', 'granted');
    savedApart(undefined);
    const { user } = openDashboard();
    const { panel, alerts } = await openPanel(user);
    await within(panel).findByText(/^Imbalanced: legs differ by 8 %/);
    expect(enable(alerts)).not.toBeChecked();
    expect(FakeNotification.shown).toHaveLength(0);
    expect(tones).toHaveLength(0);
  });

  it.each([
    ['a text', '<img src=x onerror=alert(1)>'],
    ['a switch that is not a switch', { enabled: 'yes' }],
    ['a percentage out of range', { enabled: true, imbalancePct: 1e9 }],
    ['a list', [true]],
  ])('reads hostile stored settings (%s) as alerts off, with no crash', async (_name, alerts) => {
    browserAlerts('granted', 'granted');
    savedApart(alerts);
    const { user } = openDashboard();
    const { panel, alerts: section } = await openPanel(user);
    await within(panel).findByText(/^Imbalanced: legs differ by 8 %/);
    expect(enable(section)).not.toBeChecked();
    expect(FakeNotification.shown).toHaveLength(0);
    expect(document.querySelector('img')).toBeNull();
  });

  it('keeps the settings with the strategy: the panel closed, the app drawn again, the record read again', async () => {
    browserAlerts('granted', 'granted');
    savedApart(undefined);
    const first = openDashboard();
    const { panel, alerts } = await openPanel(first.user);
    await within(panel).findByText(/^Imbalanced: legs differ by 8 %/);
    await first.user.click(enable(alerts));
    await waitFor(() => expect(keptStrategy()?.alerts).toMatchObject({ enabled: true, imbalancePct: 5 }));
    // The strategy's other settings are as they were.
    expect(keptStrategy()).toMatchObject({ market: 'SOL', openSpreadApr: 20, closeSpreadApr: 5 });
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.options.body).toBe('Legs differ by 8 %');

    // The panel closed, and the app drawn again.
    await first.user.click(within(panel).getByRole('button', { name: `Close ${NAME}` }));
    await waitFor(() => expect(screen.queryByRole('region', { name: NAME })).not.toBeInTheDocument());
    first.unmount();

    // A reload: the record is read again, the settings are still on, and the new session states the problem once.
    const second = openDashboard();
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(2));
    const reopened = await openPanel(second.user);
    expect(enable(reopened.alerts)).toBeChecked();
    // The alert log kept the first visit's alert too.
    await second.user.click(await within(reopened.alerts).findByRole('button', { name: 'Alerts (2)' }));
    const list = await screen.findByRole('dialog', { name: 'Alerts of this strategy' });
    expect(within(list).getAllByText('Legs differ by 8 %')).toHaveLength(2);
  });

  it('an open panel raises nothing itself: one alert per problem, not one per panel and guard', async () => {
    browserAlerts('granted', 'granted');
    const toFake = ['setTimeout', 'clearTimeout', 'Date'] as const;
    vi.useFakeTimers({ toFake: [...toFake], shouldAdvanceTime: true });
    savedApart({ enabled: true });
    const { user } = openDashboard();
    const { panel, alerts } = await openPanel(user);
    await within(panel).findByText(/^Imbalanced: legs differ by 8 %/);
    await within(alerts).findByRole('button', { name: 'Alerts (1)' });
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(FakeNotification.shown).toHaveLength(1);
    expect(within(alerts).getByRole('button', { name: 'Alerts (1)' })).toBeInTheDocument();
  });

  it('takes over the settings an older version kept with the panel, once', async () => {
    browserAlerts('granted', 'granted');
    savedApart(undefined);
    const panel = { id: `volume-bot-${STRATEGY}`, x: 0, y: 0, width: 500, height: 720, zIndex: 1 };
    const state = { alerts: { enabled: true, imbalancePct: 6, liquidationPct: 10, spreadCrossing: false } };
    localStorage.setItem(LAYOUT_KEY, JSON.stringify({ version: 2, panels: [{ ...panel, state }] }));
    openDashboard();
    await waitFor(() =>
      expect(keptStrategy()?.alerts).toMatchObject({ enabled: true, imbalancePct: 6, spreadCrossing: false }),
    );
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.options.body).toBe('Legs differ by 8 %');
  });

  it('says when a change cannot be kept', async () => {
    browserAlerts('granted', 'granted');
    savedApart(undefined);
    const { user } = openDashboard();
    const { alerts } = await openPanel(user);
    server.use(http.put(`${env.poolApiUrl}/:id`, () => HttpResponse.json({ success: false, error: 'refused' })));
    await user.click(enable(alerts));
    expect(
      await screen.findByText(
        'Could not keep the alert settings with the strategy. Check your connection and change them again.',
      ),
    ).toBeInTheDocument();
  });

  it('asks to save a strategy before its alerts can be set', async () => {
    saveStrategies({});
    serveSolMarkets();
    const { user } = openDashboard();
    await openFromMenu(user, 'Volume Bot', 'Bot', NAME);
    const panel = await screen.findByRole('region', { name: NAME });
    expect(
      await within(panel).findByText('Save the strategy to set its alerts: they watch what the bot runs.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('switch', { name: 'Alert me about this strategy' })).not.toBeInTheDocument();
  });
});
