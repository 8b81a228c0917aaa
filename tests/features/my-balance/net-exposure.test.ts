import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HEDGE_TOLERANCE,
  MAX_FIGURE,
  netExposure,
  type ExposureInput,
  type UncountedSource,
} from '../../../src/features/my-balance/model/net-exposure';
import { DEFAULT_BALANCE_STATE, balanceStateSchema } from '../../../src/features/my-balance/model/balance-state';
import { DEFAULT_MARGIN_WARNING } from '../../../src/account-record/margin-warning';
import { marginUse, marginWarning } from '../../../src/markets/model/margin-use';
import { safeParse } from 'zod/mini';

const position = (change: Partial<ExposureInput> = {}): ExposureInput => ({
  venue: 'hyperliquid',
  market: 'SOL',
  side: 'long',
  size: 10,
  valueUsd: 1_500,
  ...change,
});

describe('netExposure', () => {
  it('a hedged pair across two venues nets to about zero and is balanced', () => {
    const { assets, refused } = netExposure([
      position({ venue: 'lighter', size: 10, valueUsd: 1_500 }),
      position({ venue: 'pacifica', side: 'short', size: 10, valueUsd: 1_501 }),
    ]);
    expect(refused).toEqual([]);
    expect(assets).toEqual([
      {
        base: 'SOL',
        netUnits: 0,
        longUnits: 10,
        shortUnits: 10,
        netUsd: -1,
        imbalance: 0,
        state: 'balanced',
        venues: ['lighter', 'pacifica'],
        spotUnits: 0,
        spotVenues: [],
      },
    ]);
  });

  it('a broken hedge stands out: one leg missing is one-sided, legs that differ are imbalanced', () => {
    const { assets } = netExposure([
      position({ market: 'BTC', size: 0.1, valueUsd: 9_000 }),
      position({ venue: 'lighter', size: 10 }),
      position({ venue: 'pacifica', side: 'short', size: 9, valueUsd: 1_350 }),
    ]);
    expect(assets.map((asset) => [asset.base, asset.state])).toEqual([
      ['BTC', 'oneSided'],
      ['SOL', 'imbalanced'],
    ]);
    expect(assets[1]?.netUnits).toBe(1);
    expect(assets[1]?.imbalance).toBeCloseTo(0.1);
    expect(assets[1]?.netUsd).toBe(150);
  });

  it('the tolerance is inclusive: legs 2 % apart are balanced, a little more is not', () => {
    const at = netExposure([position({ size: 100 }), position({ venue: 'pacifica', side: 'short', size: 98 })]);
    expect(at.assets[0]?.state).toBe('balanced');
    const past = netExposure([position({ size: 100 }), position({ venue: 'pacifica', side: 'short', size: 97.9 })]);
    expect(past.assets[0]?.state).toBe('imbalanced');
    expect(HEDGE_TOLERANCE).toBe(0.02);
  });

  it('matches the venues’ names for one asset, lots multiplied out (kPEPE is 1,000 PEPE)', () => {
    const { assets } = netExposure([
      position({ market: 'kPEPE', size: 5, valueUsd: 50 }),
      position({ venue: 'aster', market: '1000PEPEUSDT', side: 'short', size: 5, valueUsd: 50 }),
      position({ venue: 'backpack', market: 'BTC_USDC_PERP', size: 1, valueUsd: 90_000 }),
    ]);
    expect(assets.find((asset) => asset.base === 'PEPE')).toMatchObject({ longUnits: 5_000, shortUnits: 5_000 });
    expect(assets.find((asset) => asset.base === 'BTC')).toMatchObject({ longUnits: 1, state: 'oneSided' });
  });

  it('an unpriced position leaves the USD net unknown, not wrong, and sorts after the priced ones', () => {
    const { assets } = netExposure([
      position({ market: 'ETH', valueUsd: null }),
      position({ market: 'BTC', size: 1, valueUsd: 10 }),
    ]);
    expect(assets.map((asset) => [asset.base, asset.netUsd])).toEqual([
      ['BTC', 10],
      ['ETH', null],
    ]);
  });

  it('names a venue once however many positions it holds in the asset', () => {
    const { assets } = netExposure([position(), position({ market: 'SOL-PERP', side: 'short', size: 4 })]);
    expect(assets[0]?.venues).toEqual(['hyperliquid']);
    expect(assets[0]?.netUnits).toBe(6);
  });

  it('puts a priced net of zero before the unpriced, and the unpriced in name order', () => {
    const { assets } = netExposure([
      position({ market: 'ETH', valueUsd: null }),
      position({ market: 'BTC', valueUsd: 0 }),
      position({ market: 'ARB', valueUsd: null }),
    ]);
    expect(assets.map((asset) => asset.base)).toEqual(['BTC', 'ARB', 'ETH']);
  });

  it('sorts by the size of the USD net, then by name', () => {
    const { assets } = netExposure([
      position({ market: 'BTC', valueUsd: 10 }),
      position({ market: 'ETH', side: 'short', valueUsd: 500 }),
      position({ market: 'ARB', valueUsd: 10 }),
    ]);
    expect(assets.map((asset) => asset.base)).toEqual(['ETH', 'ARB', 'BTC']);
  });

  it.each([
    ['NaN', Number.NaN, 'badSize'],
    ['1e308', 1e308, 'badSize'],
    ['a negative size', -3, 'badSize'],
    ['zero', 0, 'badSize'],
    ['Infinity', Infinity, 'badSize'],
  ] as const)('a size of %s is refused and listed, never added', (_name, size, reason) => {
    const { assets, refused } = netExposure([position({ size }), position({ market: 'BTC' })]);
    expect(refused).toEqual([{ venue: 'hyperliquid', market: 'SOL', reason }]);
    expect(assets.map((asset) => asset.base)).toEqual(['BTC']);
  });

  it('a value that is not finite, or past any real account, is refused; a market no venue would name is too', () => {
    expect(netExposure([position({ valueUsd: Number.NaN })]).refused[0]?.reason).toBe('badValue');
    expect(netExposure([position({ valueUsd: MAX_FIGURE * 10 })]).refused[0]?.reason).toBe('badValue');
    expect(netExposure([position({ valueUsd: MAX_FIGURE })]).refused).toEqual([]);
    expect(netExposure([position({ market: '<img src=x>' })]).refused[0]).toEqual({
      venue: 'hyperliquid',
      market: '<img src=x>',
      reason: 'unknownMarket',
    });
    // A size that is fine alone but past the limit once lots are multiplied out.
    expect(netExposure([position({ market: 'kPEPE', size: MAX_FIGURE })]).refused[0]?.reason).toBe('badSize');
  });

  it('one side only while every saved source is counted is a broken hedge; with a source not counted, one side known', () => {
    const positions = [position({ market: 'ETH', side: 'short', size: 1 }), position({ venue: 'lighter' })];
    expect(netExposure(positions).assets.map((asset) => asset.state)).toEqual(['oneSided', 'oneSided']);
    const uncounted: UncountedSource[] = [{ venue: 'aster', spot: false, reason: 'needsKey' }];
    const known = netExposure(positions, uncounted);
    expect(known.assets.map((asset) => asset.state)).toEqual(['oneSideKnown', 'oneSideKnown']);
    expect(known.uncounted).toEqual(uncounted);
    // A hedge whose both sides are known is judged as ever, whatever is not counted.
    const hedged = netExposure([position(), position({ venue: 'lighter', side: 'short', size: 5 })], uncounted);
    expect(hedged.assets[0]?.state).toBe('imbalanced');
  });

  it('a source not counted for one asset only (a wallet read) makes only that asset one side known', () => {
    const { assets } = netExposure(
      [position({ venue: 'pacifica', side: 'short' }), position({ market: 'ETH', side: 'short', size: 1 })],
      [{ venue: 'pacifica', spot: true, reason: 'failed', asset: 'SOL' }],
    );
    expect(Object.fromEntries(assets.map((asset) => [asset.base, asset.state]))).toEqual({
      SOL: 'oneSideKnown',
      ETH: 'oneSided',
    });
  });

  it('a wallet’s spot holding is a long beside its venue’s short perpetual: a cash-and-carry reads balanced', () => {
    const { assets, refused } = netExposure([
      position({ venue: 'pacifica', market: 'SOL', instrument: 'spot', size: 10, valueUsd: 1_500 }),
      position({ venue: 'pacifica', side: 'short', size: 10, valueUsd: 1_499 }),
    ]);
    expect(refused).toEqual([]);
    expect(assets).toEqual([
      {
        base: 'SOL',
        netUnits: 0,
        longUnits: 10,
        shortUnits: 10,
        netUsd: 1,
        imbalance: 0,
        state: 'balanced',
        venues: ['pacifica'],
        spotUnits: 10,
        spotVenues: ['pacifica'],
      },
    ]);
  });

  it('a wallet’s holding without its venue’s short is the wallet’s own money, not a leg; an empty one is nothing', () => {
    const spot = (change: Partial<ExposureInput>) =>
      position({ venue: 'pacifica', instrument: 'spot', size: 3, valueUsd: 450, ...change });
    // No perpetual at all, a long one there, a short on another venue: none of them makes the wallet a leg.
    expect(netExposure([spot({})]).assets).toEqual([]);
    expect(netExposure([spot({}), position({ venue: 'pacifica' })]).assets[0]).toMatchObject({
      longUnits: 10,
      spotUnits: 0,
    });
    expect(netExposure([spot({}), position({ venue: 'lighter', side: 'short' })]).assets[0]).toMatchObject({
      longUnits: 0,
      state: 'oneSided',
    });
    const empty = netExposure([spot({ size: 0 }), position({ venue: 'pacifica', side: 'short' })]);
    expect(empty.refused).toEqual([]);
    expect(empty.assets[0]).toMatchObject({ spotUnits: 0, spotVenues: [], state: 'oneSided' });
    // A hostile holding is refused like any position; an unpriced one leaves the USD net unknown.
    expect(netExposure([spot({ size: Number.NaN }), position({ venue: 'pacifica', side: 'short' })]).refused).toEqual([
      { venue: 'pacifica', market: 'SOL', reason: 'badSize' },
    ]);
    const unpriced = netExposure([spot({ valueUsd: null }), position({ venue: 'pacifica', side: 'short' })]);
    expect(unpriced.assets[0]).toMatchObject({ netUsd: null, spotUnits: 3 });
  });

  it('property: every position is either counted or refused; long − short is the net; states follow the imbalance', () => {
    const input = fc.record({
      venue: fc.constantFrom('hyperliquid', 'lighter', 'pacifica' as const),
      market: fc.constantFrom('BTC', 'SOL', 'kPEPE', '<b>x</b>', ''),
      side: fc.constantFrom('long', 'short' as const),
      size: fc.oneof(fc.double({ min: -1e3, max: 1e6 }), fc.constant(1e308), fc.constant(Number.NaN)),
      valueUsd: fc.option(fc.double({ noDefaultInfinity: false }), { nil: null }),
      instrument: fc.constantFrom('perp', 'spot', undefined),
    });
    const source = fc.record(
      {
        venue: fc.constantFrom('aster', 'lighter', 'pacifica' as const),
        spot: fc.boolean(),
        reason: fc.constantFrom('needsKey', 'failed', 'reading', 'noAddress', 'badAddress' as const),
        asset: fc.constantFrom('BTC', 'SOL', 'PEPE'),
      },
      { requiredKeys: ['venue', 'spot', 'reason'] },
    );
    fc.assert(
      fc.property(fc.array(input, { maxLength: 12 }), fc.array(source, { maxLength: 3 }), (positions, uncounted) => {
        const { assets, refused } = netExposure(positions, uncounted);
        const perps = positions.filter((p) => p.instrument !== 'spot');
        const spots = positions.filter((p) => p.instrument === 'spot');
        // Spot holdings of zero are nothing held; every other position is counted, refused or (spot) set aside.
        expect(refused.length).toBeLessThanOrEqual(positions.length - spots.filter((p) => p.size === 0).length);
        const venuesSeen = assets.reduce((sum, asset) => sum + asset.venues.length, 0);
        expect(venuesSeen).toBeLessThanOrEqual(perps.length);
        for (const asset of assets) {
          // An asset is made by a perpetual: a wallet alone never is one, and its units are only ever long.
          expect(asset.venues.length).toBeGreaterThan(0);
          expect(asset.spotUnits).toBeGreaterThanOrEqual(0);
          expect(asset.spotUnits).toBeLessThanOrEqual(asset.longUnits);
          if (asset.spotUnits > 0) expect(asset.shortUnits).toBeGreaterThan(0);
          expect(Number.isFinite(asset.netUnits)).toBe(true);
          expect(asset.netUnits).toBeCloseTo(asset.longUnits - asset.shortUnits);
          expect(asset.imbalance).toBeGreaterThanOrEqual(0);
          expect(asset.imbalance).toBeLessThanOrEqual(1);
          if (asset.netUsd !== null) expect(Number.isFinite(asset.netUsd)).toBe(true);
          const oneSided = asset.longUnits === 0 || asset.shortUnits === 0;
          const unknown = uncounted.some((u) => u.asset === undefined || u.asset === asset.base);
          expect(asset.state === 'oneSided').toBe(oneSided && !unknown);
          expect(asset.state === 'oneSideKnown').toBe(oneSided && unknown);
          if (!oneSided) expect(asset.state === 'balanced').toBe(asset.imbalance <= HEDGE_TOLERANCE);
        }
      }),
    );
  });
});

describe('marginUse and its warning', () => {
  it('is equity less the free margin, against equity', () => {
    expect(marginUse(10_000, 2_000)).toEqual({ usedUsd: 8_000, ratio: 0.8 });
    expect(marginUse(10_000, 12_000)).toEqual({ usedUsd: 0, ratio: 0 });
    // A negative free margin (some venues report one under stress) counts as none free.
    expect(marginUse(10_000, -50)).toEqual({ usedUsd: 10_000, ratio: 1 });
  });

  it('with no equity: nothing to measure when nothing is used, the worst case when something is', () => {
    expect(marginUse(0, 0)).toEqual({ usedUsd: 0, ratio: null });
    expect(marginUse(-5, -10)).toEqual({ usedUsd: 0, ratio: null });
    expect(marginUse(0, -10)).toEqual({ usedUsd: 0, ratio: null });
  });

  it('hostile figures give no measure, never a warning built on NaN', () => {
    expect(marginUse(Number.NaN, 1)).toBeNull();
    expect(marginUse(1, Infinity)).toBeNull();
    expect(marginWarning(null, 0.8)).toBe(false);
  });

  it('warns strictly above the level the user set', () => {
    expect(marginWarning({ usedUsd: 80, ratio: 0.8 }, 0.8)).toBe(false);
    expect(marginWarning({ usedUsd: 81, ratio: 0.81 }, 0.8)).toBe(true);
    expect(marginWarning({ usedUsd: 1, ratio: Infinity }, 1)).toBe(true);
    expect(marginWarning({ usedUsd: 0, ratio: null }, 0.01)).toBe(false);
    expect(DEFAULT_MARGIN_WARNING).toBe(0.8);
  });

  it('property: the ratio, when there is one, is used ÷ equity and never negative', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e9, noNaN: true }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (equity, available) => {
          const use = marginUse(equity, available);
          expect(use?.ratio).toBeCloseTo((use?.usedUsd ?? 0) / equity);
          expect(use?.usedUsd).toBeGreaterThanOrEqual(0);
          expect(use?.usedUsd).toBeLessThanOrEqual(equity);
        },
      ),
    );
  });
});

describe('the saved My Balance state', () => {
  it('keeps a level between 1 % and 100 %, and refuses anything else', () => {
    expect(safeParse(balanceStateSchema, { marginWarning: 0.65 }).success).toBe(true);
    expect(safeParse(balanceStateSchema, { marginWarning: 0.01 }).success).toBe(true);
    expect(safeParse(balanceStateSchema, { marginWarning: 1 }).success).toBe(true);
    for (const bad of [0, 1.01, Number.NaN, '0.8', null]) {
      expect(safeParse(balanceStateSchema, { marginWarning: bad }).success).toBe(false);
    }
    expect(DEFAULT_BALANCE_STATE).toEqual({ marginWarning: 0.8 });
  });
});
