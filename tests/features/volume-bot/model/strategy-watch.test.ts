import { describe, expect, it } from 'vitest';
import { STRATEGY_LEGS } from '../../../../src/features/volume-bot/model/strategies';
import {
  watchStrategy,
  type LegSource,
  type WatchInput,
} from '../../../../src/features/volume-bot/model/strategy-watch';
import type {
  AccountActivity,
  AccountBalance,
  AccountEvent,
  AccountPosition,
} from '../../../../src/markets/model/account';
import type { BuiltInVenueId } from '../../../../src/markets/model/venues';

const NOW = Date.UTC(2026, 10, 21, 12);
const HOUR = 3_600_000;

const balance = (venue: BuiltInVenueId, positions: AccountPosition[]): AccountBalance => ({
  venue,
  address: 'a',
  status: 'ok',
  equityUsd: 1000,
  availableUsd: 500,
  positions,
  droppedRows: 0,
  readAt: NOW,
});
const activity = (venue: BuiltInVenueId, events: AccountEvent[]): AccountActivity => ({
  venue,
  address: 'a',
  status: 'ok',
  events,
  droppedRows: 0,
  readAt: NOW,
});
const pos = (market: string, side: 'long' | 'short', size: number, extra: Partial<AccountPosition> = {}) => ({
  market,
  side,
  size,
  entryPrice: 180,
  valueUsd: null,
  unrealizedPnlUsd: null,
  ...extra,
});
const read = (
  venue: BuiltInVenueId,
  positions: AccountPosition[],
  events: AccountEvent[] | null = null,
): LegSource => ({
  kind: 'read',
  balance: balance(venue, positions),
  activity: events ? activity(venue, events) : null,
});

const input = (sources: WatchInput['sources'], overrides: Partial<WatchInput> = {}): WatchInput => ({
  legs: STRATEGY_LEGS.lighterPacificaFundingRate,
  sources,
  market: 'SOL',
  // Lighter 0.001 %/h, Pacifica 0.003 %/h: short Pacifica earns 17.52 % APR.
  rates: { lighter: 0.00001, pacifica: 0.00003 },
  marks: { lighter: 185, pacifica: 185 },
  quoteSpreadPct: 17.52,
  openSpreadApr: 20,
  closeSpreadApr: 5,
  maxHoldHours: 168,
  now: NOW,
  ...overrides,
});

describe('watching a strategy', () => {
  it('a balanced pair held for 30 h: holding, with funding since the opening net of fees', () => {
    const opened = NOW - 30 * HOUR;
    const pacificaEvents: AccountEvent[] = [
      {
        kind: 'funding',
        venue: 'pacifica',
        id: '1',
        time: NOW - HOUR,
        market: 'SOL',
        side: 'short',
        size: 1.19,
        rate: 0.00003,
        amountUsd: 0.4,
      },
      {
        kind: 'funding',
        venue: 'pacifica',
        id: '2',
        time: opened - HOUR,
        market: 'SOL',
        side: 'short',
        size: 1,
        rate: 0,
        amountUsd: 99,
      },
      {
        kind: 'fill',
        venue: 'pacifica',
        id: '3',
        time: opened,
        market: 'SOL',
        side: 'sell',
        size: 1.19,
        price: 180,
        feeUsd: 0.1,
      },
    ];
    const watch = watchStrategy(
      input([
        read('lighter', [pos('SOL', 'long', 1.2)]),
        read('pacifica', [pos('SOL', 'short', 1.19, { openedAt: opened })], pacificaEvents),
      ]),
    );
    expect(watch.state).toMatchObject({ kind: 'balanced', long: { venue: 'lighter' }, short: { venue: 'pacifica' } });
    expect(watch.spreadPct).toBeCloseTo(17.52, 10);
    expect(watch).toMatchObject({ verdict: 'holding', openedAt: opened, heldMs: 30 * HOUR, uncounted: ['lighter'] });
    expect(watch.carry?.fundingUsd).toBeCloseTo(0.4, 12);
    expect(watch.carry?.feesUsd).toBeCloseTo(0.1, 12);
    expect(watch.carry?.netUsd).toBeCloseTo(0.3, 12);
    expect(watch.legs[1].carry).toMatchObject({ payments: 1, fills: 1 });
    expect(watch.legs[0].position?.notionalUsd).toBeCloseTo(1.2 * 185, 10);
  });

  it('a pair held the wrong way round earns a negative spread and would close', () => {
    const watch = watchStrategy(
      input([read('lighter', [pos('SOL', 'short', 1)]), read('pacifica', [pos('SOL', 'long', 1)])]),
    );
    expect(watch.spreadPct).toBeCloseTo(-17.52, 10);
    expect(watch).toMatchObject({ verdict: 'wouldClose', reason: 'spreadBelowClose' });
  });

  it('one leg only: the missing leg named, the spread as the pair should be held', () => {
    const watch = watchStrategy(input([read('lighter', [pos('SOL', 'long', 1)]), read('pacifica', [])]));
    expect(watch.state).toMatchObject({ kind: 'oneLeg', missing: { venue: 'pacifica', side: 'short' } });
    expect(watch.spreadPct).toBeCloseTo(17.52, 10);
    // No opening time known (Lighter's fills are not read): the hold and the carry are not claimed.
    expect(watch).toMatchObject({ openedAt: null, heldMs: null, carry: null, uncounted: [] });
  });

  it('flat: the strategy’s own spread against X', () => {
    const watch = watchStrategy(input([read('lighter', []), read('pacifica', [])], { quoteSpreadPct: 25 }));
    expect(watch).toMatchObject({ state: { kind: 'flat' }, verdict: 'wouldOpen', carry: null, heldMs: null });
  });

  it('a leg not read: partly known, no verdict claimed while nothing is open', () => {
    const watch = watchStrategy(
      input([read('lighter', []), { kind: 'notAsked' }], { legs: STRATEGY_LEGS.lighterAsterFundingRate }),
    );
    expect(watch.state).toEqual({ kind: 'partial', open: [], unknown: ['aster'] });
    expect(watch.verdict).toBe('unknown');
  });

  it('a leg not read beside an open one: judged as the pair should be held', () => {
    const watch = watchStrategy(
      input([read('lighter', [pos('SOL', 'short', 1)]), { kind: 'failed' }], {
        rates: { lighter: 0.00003, pacifica: 0.00001 },
      }),
    );
    expect(watch.state).toMatchObject({ kind: 'partial', unknown: ['pacifica'] });
    // Short Lighter at 0.003 %/h, long Pacifica at 0.001 %/h: 17.52 % APR.
    expect(watch.spreadPct).toBeCloseTo(17.52, 10);
    expect(watch.verdict).toBe('holding');
  });

  it('the opening from the fills when the venue does not give it; the maximum hold closes', () => {
    const events: AccountEvent[] = [
      {
        kind: 'fill',
        venue: 'hyperliquid',
        id: 'f',
        time: NOW - 200 * HOUR,
        market: 'BTC',
        side: 'buy',
        size: 0.05,
        price: 97_000,
        feeUsd: 1,
      },
    ];
    const watch = watchStrategy(
      input(
        [read('hyperliquid', [pos('BTC', 'long', 0.05)], events), read('pacifica', [pos('BTC', 'short', 0.046)], [])],
        { legs: STRATEGY_LEGS.hyperliquidPacificaDeltaNeutral, market: 'BTC', rates: {} },
      ),
    );
    expect(watch.state.kind).toBe('imbalanced');
    expect(watch).toMatchObject({ openedAt: NOW - 200 * HOUR, verdict: 'wouldClose', reason: 'maxHoldReached' });
    expect(watch.carry).toEqual({ fundingUsd: 0, feesUsd: 1, netUsd: -1 });
  });

  it('the held spread, not the strategy’s best one, once a leg is open', () => {
    const best = { quoteSpreadPct: 99 };
    const oneLeg = watchStrategy(input([read('lighter', []), read('pacifica', [pos('SOL', 'short', 1)])], best));
    expect(oneLeg.spreadPct).toBeCloseTo(17.52, 10);
    const both = watchStrategy(
      input([read('lighter', [pos('SOL', 'long', 1)]), read('pacifica', [pos('SOL', 'short', 1)])], best),
    );
    expect(both.spreadPct).toBeCloseTo(17.52, 10);
    const flat = watchStrategy(input([read('lighter', []), read('pacifica', [])], best));
    expect(flat.spreadPct).toBe(99);
    const blind = watchStrategy(input([read('lighter', []), { kind: 'loading' }], best));
    expect(blind.spreadPct).toBe(99);
    // A spot leg has no funding: a cash-and-carry's short earns its perpetual's funding (0.003 %/h: 26.28 % APR),
    // whatever the spot leg's read says.
    const spot = watchStrategy(
      input([{ kind: 'spot', reason: 'noKey' }, read('pacifica', [pos('SOL', 'short', 1)])], {
        ...best,
        legs: STRATEGY_LEGS.pacificaDeltaNeutral,
      }),
    );
    expect(spot.spreadPct).toBeCloseTo(26.28, 10);
  });

  it('open with a known opening but no history read: nothing counted, both legs named', () => {
    const opened = NOW - 5 * HOUR;
    const watch = watchStrategy(
      input([
        read('lighter', [pos('SOL', 'long', 1)]),
        read('pacifica', [pos('SOL', 'short', 1, { openedAt: opened })]),
      ]),
    );
    expect(watch).toMatchObject({
      openedAt: opened,
      heldMs: 5 * HOUR,
      carry: null,
      uncounted: ['lighter', 'pacifica'],
    });
    const flat = watchStrategy(input([read('lighter', [], []), read('pacifica', [], [])]));
    expect(flat).toMatchObject({ carry: null, uncounted: [], openedAt: null });
  });

  it('a spot leg not read: the perpetual is shown, the pair only partly known', () => {
    const watch = watchStrategy(
      input([{ kind: 'spot', reason: 'noKey' }, read('pacifica', [pos('SOL', 'short', 1)])], {
        legs: STRATEGY_LEGS.pacificaDeltaNeutral,
      }),
    );
    expect(watch.state).toMatchObject({ kind: 'partial', unknown: ['pacifica'] });
    expect(watch.legs[1].position?.side).toBe('short');
  });

  describe('a cash-and-carry whose spot is held in the wallet', () => {
    const carry = (units: number, perp: AccountPosition[]) =>
      watchStrategy(
        input([{ kind: 'wallet', units }, read('pacifica', perp)], { legs: STRATEGY_LEGS.pacificaDeltaNeutral }),
      );

    it('the wallet’s holding against the perpetual short: balanced, the spot leg named apart', () => {
      const watch = carry(1.2, [pos('SOL', 'short', 1.19)]);
      expect(watch.state).toMatchObject({
        kind: 'balanced',
        long: { venue: 'pacifica', side: 'long', size: 1.2, spot: true },
        short: { venue: 'pacifica', side: 'short', size: 1.19 },
      });
      expect(watch.state.kind === 'balanced' && 'spot' in watch.state.short).toBe(false);
      expect(watch.legs[0].position).toMatchObject({ side: 'long', size: 1.2, notionalUsd: 222 });
      // A spot holding pays no funding: only the perpetual's funding is missing when its history was not read.
      const opened = carry(1.2, [pos('SOL', 'short', 1.19, { openedAt: NOW - HOUR })]);
      expect(opened.uncounted).toEqual(['pacifica']);
      expect(opened.heldMs).toBe(HOUR);
    });

    it('earns the perpetual’s funding: the verdict holds above Y, not "would close" at a spread of 0 between one venue and itself', () => {
      // Pacifica at 0.003 %/h: 26.28 % APR against X 20 and Y 5.
      const watch = carry(1.2, [pos('SOL', 'short', 1.19)]);
      expect(watch.spreadPct).toBeCloseTo(26.28, 10);
      expect(watch.verdict).toBe('holding');
      // Shorts paying: the carry costs, and the bot would close.
      const paying = watchStrategy(
        input([{ kind: 'wallet', units: 1.2 }, read('pacifica', [pos('SOL', 'short', 1.19)])], {
          legs: STRATEGY_LEGS.pacificaDeltaNeutral,
          rates: { pacifica: -0.00003 },
        }),
      );
      expect(paying.spreadPct).toBeCloseTo(-26.28, 10);
      expect(paying.verdict).toBe('wouldClose');
      // The spot long missing: the short alone is still held at the perpetual's funding.
      expect(carry(0, [pos('SOL', 'short', 1)]).spreadPct).toBeCloseTo(26.28, 10);
    });

    it('imbalanced when the wallet holds less than the short', () => {
      expect(carry(1.1, [pos('SOL', 'short', 1.2)]).state).toMatchObject({ kind: 'imbalanced' });
    });

    it('the perpetual flat: the wallet’s SOL is only a balance, the pair is flat', () => {
      expect(carry(3, []).state).toEqual({ kind: 'flat' });
      expect(carry(3, []).legs[0].position).toMatchObject({ size: 3 });
    });

    it('the short open and the wallet empty: open with one leg only, the spot long missing', () => {
      expect(carry(0, [pos('SOL', 'short', 1)]).state).toMatchObject({
        kind: 'oneLeg',
        missing: { venue: 'pacifica', side: 'long', spot: true },
      });
    });

    it('a hostile holding is refused and counts as nothing held', () => {
      const watch = carry(Number.NaN, [pos('SOL', 'short', 1)]);
      expect(watch.legs[0]).toMatchObject({ position: null, refused: 1 });
      expect(watch.state).toMatchObject({ kind: 'oneLeg' });
    });
  });
});
