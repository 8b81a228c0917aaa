// The strategy panels' tests: the demo user's saved strategies, the venues' account replies, opening a panel.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, DEMO_VOLUME_BOT_ADDRESSES } from '../../../src/mocks/db';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { serveLighter, servePacifica } from '../../markets/venue-stubs';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

export const HOUR = 3_600_000;
export const LIGHTER_ACCOUNT = `${VENUE_URLS.lighter}/api/v1/account`;
export const PACIFICA = (path: string) => `${VENUE_URLS.pacifica}/api/v1/${path}`;

interface Strategy {
  market: string;
  openSpreadApr?: number;
  closeSpreadApr?: number;
  maxHoldHours?: number;
  /** Its alert settings as the record keeps them (anything, to test what a damaged record holds). */
  alerts?: unknown;
}

/** The demo user's saved strategies (and the demo's account addresses), as the test wants them. */
export function saveStrategies(bots: Record<string, Strategy>, addresses: Partial<Record<string, string>> = {}) {
  const record = db().users.find((user) => user.username === 'demo');
  if (!record) throw new Error('no demo user');
  const exchanges = Object.fromEntries(
    Object.entries({ ...DEMO_VOLUME_BOT_ADDRESSES, ...addresses }).map(([venue, address]) => [
      venue,
      {
        enabled: true,
        address,
        markets: ['SOL'],
        targetDailyVolumeUsd: 1000,
        maxPositionUsd: 1000,
        maxLeverage: 3,
        savedAt: '2026-11-20T09:30:00.000Z',
      },
    ]),
  );
  record.volumeBot = {
    exchanges,
    bots: Object.fromEntries(
      Object.entries(bots).map(([id, bot]) => [
        id,
        {
          sizeUsd: 200,
          leverage: 2,
          openSpreadApr: 20,
          closeSpreadApr: 5,
          maxHoldHours: 168,
          savedAt: '2026-11-20T09:30:00.000Z',
          ...bot,
        },
      ]),
    ),
    selectedBot: null,
  };
}

/** SOL at $185: Lighter 0.001 %/h, Pacifica 0.003 %/h, so short Pacifica / long Lighter earns 17.52 % APR. */
export function serveSolMarkets() {
  serveLighter([{ symbol: 'SOL', hourly: 0.00001, price: 185 }]);
  servePacifica([{ symbol: 'SOL', hourly: 0.00003, price: 185 }]);
}

export function serveLighterPositions(positions: Record<string, unknown>[]) {
  server.use(
    http.get(LIGHTER_ACCOUNT, () =>
      HttpResponse.json({ code: 200, accounts: [{ available_balance: '500', total_asset_value: '900', positions }] }),
    ),
  );
}

export function servePacificaAccount(positions: Record<string, unknown>[], funding: Record<string, unknown>[] = []) {
  const page = (data: unknown[]) => HttpResponse.json({ success: true, data, next_cursor: null, has_more: false });
  server.use(
    http.get(PACIFICA('account'), () =>
      HttpResponse.json({ success: true, data: { account_equity: '800', available_to_spend: '400' }, code: null }),
    ),
    http.get(PACIFICA('positions'), () => HttpResponse.json({ success: true, data: positions })),
    http.get(PACIFICA('trades/history'), () =>
      page([
        {
          history_id: 7,
          symbol: 'SOL',
          amount: '1.19',
          price: '180',
          fee: '0.1',
          side: 'open_short',
          created_at: Date.now() - 30 * HOUR,
        },
      ]),
    ),
    http.get(PACIFICA('funding/history'), () => page(funding)),
  );
}

export const LIGHTER_LONG = {
  symbol: 'SOL',
  sign: 1,
  position: '1.20',
  avg_entry_price: '180',
  position_value: '222',
  unrealized_pnl: '6',
  liquidation_price: '148',
};
export const pacificaShort = (amount: string) => ({
  symbol: 'SOL',
  side: 'ask',
  amount,
  entry_price: '180',
  liquidation_price: '222',
  created_at: Date.now() - 30 * HOUR,
});

export async function openStrategy(name: string) {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Volume Bot', 'Bot', name);
  const panel = await screen.findByRole('region', { name });
  const watch = await within(panel).findByRole('region', { name: 'Positions on the venues' });
  return { ...utils, panel, watch };
}

export const leg = (watch: HTMLElement, name: string) => within(watch).getByRole('region', { name });

/** A position table's rows as [heading, value]. */
export function figures(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));
}
