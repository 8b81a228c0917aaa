import { screen, waitFor, within } from '@testing-library/react';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DB_NAME, ALERTS_STORE, alertKey } from '../../../src/alert-log/alert-log-db';
import { createAlertLog } from '../../../src/alert-log/alert-log-store';
import type { AlertRecord } from '../../../src/alert-log/model/alert-record';
import { browserAlerts, FakeNotification } from '../../alert-fakes';
import { trackConnections } from '../../feed-server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import {
  LIGHTER_LONG,
  pacificaShort,
  saveStrategies,
  serveLighterPositions,
  servePacificaAccount,
  serveSolMarkets,
} from '../volume-bot/strategy-fixtures';

const STRATEGY = 'lighterPacificaFundingRate';
const NAME = 'Lighter and Pacifica Funding Rate';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An alert as the log keeps it, raised `secondsAgo` before now. */
function kept(secondsAgo: number, fields: Partial<AlertRecord>): AlertRecord {
  const at = Date.now() - secondsAgo * 1000;
  return {
    id: `kept-${secondsAgo}`,
    at,
    kind: 'imbalanced',
    sourceId: STRATEGY,
    sourceName: NAME,
    title: `${NAME}: alert`,
    lines: ['Legs differ by 8 %'],
    read: false,
    ...fields,
  };
}

/** Alerts kept in an earlier visit, in the signed-in user's log. */
async function keep(userId: string, records: AlertRecord[]) {
  await createAlertLog().add(userId, records);
}

/** The dashboard with the Alerts panel open, from the Features menu. */
async function openAlertsPanel() {
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Features', 'Alerts');
  const panel = await screen.findByRole('region', { name: 'Alerts' });
  return { ...utils, panel };
}

const bell = (unread: number) => screen.findByRole('button', { name: `Alerts, ${unread} unread` }, { timeout: 3000 });

const titles = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Alerts, newest first' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('the Alerts panel', () => {
  it("shows the strategies' guard alert, counts it unread in the top bar, and Mark all read clears the count", async () => {
    browserAlerts('granted', 'granted');
    storeDemoSession();
    saveStrategies({ [STRATEGY]: { market: 'SOL', alerts: { enabled: true } } });
    serveSolMarkets();
    serveLighterPositions([LIGHTER_LONG]);
    servePacificaAccount([pacificaShort('1.104')]);
    const { user, panel } = await openAlertsPanel();
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    await bell(1);
    const item = await within(panel).findByRole('listitem', { name: `${NAME}: alert` });
    expect(item).toHaveTextContent('Legs differ by 8 %');
    expect(item).toHaveTextContent('Imbalance');
    expect(item).toHaveTextContent('unread');

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await bell(0);
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled());
    expect(within(panel).getByRole('listitem', { name: `${NAME}: alert` })).not.toHaveTextContent('unread');
  });

  it('shows a deal alert raised by a feed panel', async () => {
    browserAlerts('granted', 'granted');
    storeDemoSession();
    const clients = trackConnections();
    const { user, panel: alerts } = await openAlertsPanel();
    await openFromMenu(user, 'Collector Crypt Listing');
    const feed = await screen.findByRole('region', { name: 'Collector Crypt Listing' });
    await waitFor(() => expect(clients).toHaveLength(1));
    await user.click(within(feed).getByRole('button', { name: 'Deal alerts: off' }));
    await user.click(within(feed).getByRole('switch', { name: 'Alert me about new deals' }));
    const deal = {
      type: 'new_listing',
      data: {
        tokenMint: 'UmbreonMint',
        timestamp: Date.now(),
        image: 'https://cdn.example/card.png',
        name: 'Umbreon deal',
        psaId: '40001',
        grade: 10,
        priceSOL: 2.5,
        priceUSD: 300,
        link: 'https://collectorcrypt.com/assets/solana/UmbreonMint',
        isGoodDeal: true,
        difference: 100,
        percentage: 25,
      },
    };
    clients[0]?.send(JSON.stringify(deal));
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    const item = await within(alerts).findByRole('listitem', { name: 'Collector Crypt Listing: Umbreon deal' });
    expect(item).toHaveTextContent('$300.00');
    expect(item).toHaveTextContent('Deal');
    await bell(1);
  });

  it('filters by source and by kind, newest first', async () => {
    const { userId } = storeDemoSession();
    await keep(userId, [
      kept(30, { id: 'a', lines: ['Legs differ by 9 %'], title: 'Imbalance 9' }),
      kept(20, { id: 'b', kind: 'legMissing', lines: ['Pacifica leg missing'], title: 'Leg missing' }),
      kept(10, {
        id: 'c',
        kind: 'deal',
        sourceId: 'collector_crypt-listing',
        sourceName: 'Collector Crypt Listing',
        title: 'Collector Crypt Listing: Lugia deal',
      }),
    ]);
    const { user, panel } = await openAlertsPanel();
    await waitFor(() =>
      expect(titles(panel)).toEqual(['Collector Crypt Listing: Lugia deal', 'Leg missing', 'Imbalance 9']),
    );
    await bell(3);
    // Before a choice, each filter says what it shows.
    expect(within(panel).getByRole('combobox', { name: 'Source' })).toHaveTextContent('All sources');
    expect(within(panel).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('All kinds');

    await user.click(within(panel).getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: NAME }));
    await waitFor(() => expect(titles(panel)).toEqual(['Leg missing', 'Imbalance 9']));
    await user.click(within(panel).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Leg missing' }));
    await waitFor(() => expect(titles(panel)).toEqual(['Leg missing']));
    await user.click(within(panel).getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Collector Crypt Listing' }));
    expect(await within(panel).findByText('No alert matches these filters.')).toBeInTheDocument();
  });

  it('skips a stored record that cannot be read, and says so, showing the rest as text', async () => {
    const { userId } = storeDemoSession();
    await keep(userId, [kept(10, { id: 'good', title: 'Good one' })]);
    const db = await openDB(ALERT_DB_NAME, 1);
    await db.put(ALERTS_STORE, {
      ...kept(5, { id: 'bad', title: '<img src=x onerror=alert(1)>' }),
      kind: '<script>',
      key: alertKey(userId, 'bad'),
      userId,
    });
    db.close();
    const { panel } = await openAlertsPanel();
    await waitFor(() => expect(titles(panel)).toEqual(['Good one']));
    expect(within(panel).getByText('1 stored alert could not be read and was skipped.')).toBeInTheDocument();
    expect(panel.querySelector('img')).toBeNull();
  });

  it('says once when the browser refuses to store alerts, and still lists those of the visit', async () => {
    Reflect.deleteProperty(globalThis, 'indexedDB');
    browserAlerts('granted', 'granted');
    storeDemoSession();
    saveStrategies({ [STRATEGY]: { market: 'SOL', alerts: { enabled: true } } });
    serveSolMarkets();
    serveLighterPositions([LIGHTER_LONG]);
    servePacificaAccount([pacificaShort('1.104')]);
    const { panel } = await openAlertsPanel();
    await within(panel).findByRole('listitem', { name: `${NAME}: alert` });
    expect(within(panel).getAllByRole('status')).toHaveLength(1);
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'This browser refused to store alerts: they are kept for this visit only.',
    );
    await bell(1);
  });

  it('starts empty and says where alerts come from', async () => {
    storeDemoSession();
    const { panel } = await openAlertsPanel();
    expect(
      await within(panel).findByText('No alerts yet. Deal alerts and strategy alerts appear here as they are raised.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await bell(0);
  });
});
