// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_READERS } from '../../../src/markets/accounts/account-readers';
import type { BuiltInVenueId } from '../../../src/markets/model/venues';
import { markOf } from '../../../src/markets/venues/shared/position-mark';
import { DEMO_VOLUME_BOT_ADDRESSES } from '../../../src/mocks/db';
import { server } from '../../server';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

const DEMO = DEMO_VOLUME_BOT_ADDRESSES;
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const HOUR = 3_600_000;

function readBalance(venue: BuiltInVenueId, address: string) {
  const reader = BALANCE_READERS[venue];
  if (!reader) throw new Error(`no reader for ${venue}`);
  return reader({ baseUrl: VENUE_URLS[venue], address, now: () => NOW });
}

describe('a position’s mark, liquidation price and opening, where the venue gives them', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('Hyperliquid: the mark from the notional, liquidationPx as sent', async () => {
    const [btc] = (await readBalance('hyperliquid', DEMO.hyperliquid)).positions;
    expect(btc?.markPrice).toBeCloseTo((btc?.valueUsd ?? 0) / (btc?.size ?? 1), 6);
    // The demo's short BTC entered at 97,250 is liquidated 18 % higher.
    expect(btc?.liquidationPrice).toBeCloseTo(97_250 * 1.18, 2);
    expect(btc?.openedAt).toBeUndefined();
  });

  it('Lighter: the mark from position_value, liquidation_price as sent', async () => {
    const [sol] = (await readBalance('lighter', DEMO.lighter)).positions;
    expect(sol).toMatchObject({ market: 'SOL', side: 'short' });
    expect(sol?.markPrice).toBeGreaterThan(100);
    expect(sol?.liquidationPrice).toBeCloseTo(182.4 * 1.18, 2);
  });

  it('Pacifica: liquidation_price and created_at; no mark (the market data prices it)', async () => {
    const positions = (await readBalance('pacifica', DEMO.pacifica)).positions;
    expect(positions.map((p) => [p.market, p.side])).toEqual([
      ['SOL', 'long'],
      ['BTC', 'long'],
    ]);
    const [sol] = positions;
    expect(sol?.markPrice).toBeUndefined();
    expect(sol?.liquidationPrice).toBeCloseTo(182.4 * 0.82, 2);
    // Opened on the hour, at least 52 hours ago.
    expect(NOW - (sol?.openedAt ?? NOW)).toBeGreaterThanOrEqual(52 * HOUR);
    expect((sol?.openedAt ?? 1) % HOUR).toBe(0);
  });

  it('a liquidation price or opening time that is no number costs only itself, never the position', async () => {
    server.use(
      http.get(`${VENUE_URLS.pacifica}/api/v1/positions`, () =>
        HttpResponse.json({
          success: true,
          data: [
            { symbol: 'SOL', side: 'ask', amount: '2', entry_price: '180', liquidation_price: 'NaN', created_at: -5 },
            { symbol: 'BTC', side: 'bid', amount: '1', entry_price: '9', liquidation_price: null, created_at: 'soon' },
            { symbol: 'ETH', side: 'bid', amount: '1', liquidation_price: '0' },
          ],
        }),
      ),
    );
    const balance = await readBalance('pacifica', DEMO.pacifica);
    expect(balance.droppedRows).toBe(0);
    expect(balance.positions.map((p) => [p.market, p.liquidationPrice, p.openedAt])).toEqual([
      ['SOL', null, null],
      ['BTC', null, null],
      ['ETH', null, null],
    ]);
  });

  it('Lighter: "0" means no liquidation price', async () => {
    server.use(
      http.get(`${VENUE_URLS.lighter}/api/v1/account`, () =>
        HttpResponse.json({
          code: 200,
          accounts: [
            {
              available_balance: '10',
              total_asset_value: '20',
              positions: [{ symbol: 'SOL', sign: 1, position: '2', position_value: '360', liquidation_price: '0' }],
            },
          ],
        }),
      ),
    );
    const [sol] = (await readBalance('lighter', DEMO.lighter)).positions;
    expect(sol).toMatchObject({ markPrice: 180, liquidationPrice: null });
  });

  it('a mark is only a positive finite price', () => {
    expect(markOf(360, -2)).toBe(180);
    expect(markOf(null, 2)).toBeNull();
    expect(markOf(undefined, 2)).toBeNull();
    expect(markOf(360, 0)).toBeNull();
    expect(markOf(0, 2)).toBeNull();
    expect(markOf(1e308, 1e-308)).toBeNull();
  });
});
