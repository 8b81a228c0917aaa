// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectVolumeBot } from '../../../src/account-record/volume-bot';
import { STRATEGY_LEGS, isStrategy } from '../../../src/features/volume-bot/model/strategies';
import { watchStrategy, type LegSource } from '../../../src/features/volume-bot/model/strategy-watch';
import { ACTIVITY_READERS, BALANCE_READERS } from '../../../src/markets/accounts/account-readers';
import { db, DEMO_USERS } from '../../../src/mocks/db';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

/** What the strategy panel would show for a demo user's saved strategies, read from the demo's own venue handlers. */
async function demoWatches(username: string) {
  const record = db().users.find((user) => user.username === username);
  const settings = selectVolumeBot({ volumeBot: record?.volumeBot });
  const watches: Record<string, ReturnType<typeof watchStrategy>> = {};
  for (const [id, saved] of Object.entries(settings.bots)) {
    if (!isStrategy(id)) continue;
    const legs = STRATEGY_LEGS[id];
    const sources = await Promise.all(
      legs.map(async (leg): Promise<LegSource> => {
        const address = settings.exchanges[leg.venue]?.address;
        const readBalance = BALANCE_READERS[leg.venue];
        if (!address || !readBalance) return { kind: 'notAsked' };
        const context = { baseUrl: VENUE_URLS[leg.venue], address, now: () => NOW };
        const readActivity = ACTIVITY_READERS[leg.venue];
        return {
          kind: 'read',
          balance: await readBalance(context),
          activity: readActivity ? await readActivity(context) : null,
        };
      }),
    );
    watches[id] = watchStrategy({
      legs,
      sources: [sources[0] ?? { kind: 'loading' }, sources[1] ?? { kind: 'loading' }],
      market: saved.market,
      rates: {},
      marks: {},
      quoteSpreadPct: null,
      openSpreadApr: saved.openSpreadApr,
      closeSpreadApr: saved.closeSpreadApr,
      maxHoldHours: saved.maxHoldHours,
      now: NOW,
    });
  }
  return watches;
}

describe("the demo's strategies match its accounts", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('the demo user: Lighter and Pacifica on SOL balanced, Hyperliquid and Pacifica on BTC 8 % apart', async () => {
    const watches = await demoWatches(DEMO_USERS.plain);
    expect(watches.lighterPacificaFundingRate?.state).toMatchObject({
      kind: 'balanced',
      long: { venue: 'pacifica' },
      short: { venue: 'lighter' },
    });
    const btc = watches.hyperliquidPacificaDeltaNeutral?.state;
    expect(btc?.kind).toBe('imbalanced');
    if (btc?.kind === 'imbalanced') expect(btc.difference).toBeCloseTo(0.08, 2);
    // Pacifica gives the opening; its funding and fees since then are counted.
    expect(watches.lighterPacificaFundingRate?.heldMs).toBeGreaterThanOrEqual(52 * 3_600_000);
    expect(watches.lighterPacificaFundingRate?.carry?.fundingUsd).not.toBe(0);
    expect(watches.lighterPacificaFundingRate?.uncounted).toEqual(['lighter']);
  });

  it('the two-factor demo user: Hyperliquid and Pacifica on ETH with the Pacifica leg missing', async () => {
    const watches = await demoWatches(DEMO_USERS.twoFactor);
    expect(watches.hyperliquidPacificaDeltaNeutral?.state).toMatchObject({
      kind: 'oneLeg',
      open: { venue: 'hyperliquid', side: 'short' },
      missing: { venue: 'pacifica', side: 'long' },
    });
  });
});
