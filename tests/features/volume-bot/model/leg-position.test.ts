import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  figure,
  isSaneSize,
  legPosition,
  liquidationDistance,
  matchesMarket,
  MAX_FIGURE,
  walletPosition,
} from '../../../../src/features/volume-bot/model/leg-position';
import type { AccountPosition } from '../../../../src/markets/model/account';

const position = (overrides: Partial<AccountPosition> = {}): AccountPosition => ({
  market: 'SOL',
  side: 'long',
  size: 1.2,
  entryPrice: 180,
  valueUsd: 222,
  unrealizedPnlUsd: 6,
  markPrice: 185,
  liquidationPrice: 120,
  openedAt: 1_700_000_000_000,
  ...overrides,
});

describe('matching a strategy market to a venue position', () => {
  it('reads each venue’s name for the same asset', () => {
    expect(matchesMarket('hyperliquid', 'kPEPE', 'PEPE')).toBe(true);
    expect(matchesMarket('lighter', '1000PEPE', 'PEPE')).toBe(true);
    expect(matchesMarket('aster', 'SOLUSDT', 'SOL')).toBe(true);
    expect(matchesMarket('backpack', 'SOL_USDC_PERP', 'SOL')).toBe(true);
    expect(matchesMarket('pacifica', 'SOL', 'BTC')).toBe(false);
    expect(matchesMarket('hyperliquid', 'KAITO', 'AITO')).toBe(false);
  });

  it('gives the size and prices per unit of the base asset, whatever lot the venue trades', () => {
    const { position: leg } = legPosition(
      'hyperliquid',
      'PEPE',
      [position({ market: 'kPEPE', size: 2_000, entryPrice: 0.018, markPrice: 0.02, liquidationPrice: 0.03 })],
      null,
    );
    expect(leg?.size).toBe(2_000_000);
    expect(leg?.entryPrice).toBeCloseTo(0.000018, 12);
    expect(leg?.markPrice).toBeCloseTo(0.00002, 12);
    expect(leg?.liquidationPrice).toBeCloseTo(0.00003, 12);
    expect(leg?.markets).toEqual(['kPEPE']);
  });

  it('keeps the venue’s figures and works out the liquidation distance', () => {
    const { position: leg, refused } = legPosition('lighter', 'SOL', [position(), position({ market: 'BTC' })], null);
    expect(refused).toBe(0);
    expect(leg).toMatchObject({ side: 'long', size: 1.2, notionalUsd: 222, unrealizedPnlUsd: 6, openedAt: 1.7e12 });
    // (185 − 120) / 185: the mark may fall 35.1 % before a long is liquidated.
    expect(leg?.liquidationDistance).toBeCloseTo(65 / 185, 12);
  });

  it('prices a position sent without a mark or a value from the market data (Pacifica)', () => {
    const bare = position({ side: 'short', valueUsd: null, unrealizedPnlUsd: null, markPrice: undefined });
    const { position: leg } = legPosition('pacifica', 'SOL', [bare], 190);
    expect(leg?.markPrice).toBe(190);
    expect(leg?.notionalUsd).toBeCloseTo(228, 10);
    // Short 1.2 from 180 to 190: −$12.
    expect(leg?.unrealizedPnlUsd).toBeCloseTo(-12, 10);
    expect(legPosition('pacifica', 'SOL', [bare], null).position).toMatchObject({
      markPrice: null,
      notionalUsd: null,
      unrealizedPnlUsd: null,
    });
  });

  it('has no position when the account holds none in the market', () => {
    expect(legPosition('lighter', 'SOL', [position({ market: 'ETH' })], 100)).toEqual({ position: null, refused: 0 });
    expect(legPosition('lighter', 'SOL', [], 100)).toEqual({ position: null, refused: 0 });
  });

  it('refuses hostile sizes and shows hostile figures as none, never as NaN or Infinity', () => {
    const hostile = [
      position({ size: Number.NaN }),
      position({ size: -1 }),
      position({ size: 1e308 }),
      position({ size: Number.POSITIVE_INFINITY }),
    ];
    expect(legPosition('lighter', 'SOL', hostile, null)).toEqual({ position: null, refused: 4 });
    const { position: leg } = legPosition(
      'lighter',
      'SOL',
      [
        position({
          valueUsd: 1e308,
          unrealizedPnlUsd: Number.NaN,
          markPrice: -5,
          entryPrice: Number.POSITIVE_INFINITY,
          liquidationPrice: 0,
          openedAt: Number.NaN,
        }),
      ],
      null,
    );
    expect(leg).toMatchObject({
      size: 1.2,
      notionalUsd: null,
      unrealizedPnlUsd: null,
      markPrice: null,
      entryPrice: null,
      liquidationPrice: null,
      liquidationDistance: null,
      openedAt: null,
    });
  });

  it('nets several positions in the same asset (sub-accounts), leaving out what is no single price', () => {
    const { position: leg } = legPosition(
      'lighter',
      'SOL',
      [position({ size: 2, unrealizedPnlUsd: 4 }), position({ side: 'short', size: 0.5, unrealizedPnlUsd: -1 })],
      null,
    );
    expect(leg).toMatchObject({ side: 'long', size: 1.5, entryPrice: null, liquidationPrice: null });
    expect(leg?.unrealizedPnlUsd).toBe(3);
    expect(leg?.notionalUsd).toBeCloseTo(1.5 * 185, 10);
    const cancelled = legPosition('lighter', 'SOL', [position(), position({ side: 'short' })], null);
    expect(cancelled.position).toBeNull();
  });

  it('netting: a net short, the first mark sent, the earliest opening, every name that matched', () => {
    const { position: leg } = legPosition(
      'hyperliquid',
      'PEPE',
      [
        position({ market: 'PEPE', side: 'long', size: 500_000, markPrice: null, valueUsd: null, openedAt: 5_000 }),
        position({
          market: 'kPEPE',
          side: 'short',
          size: 2_000,
          markPrice: 0.02,
          openedAt: 3_000,
          unrealizedPnlUsd: null,
          entryPrice: null,
        }),
        position({ market: 'kPEPE', side: 'short', size: 0, markPrice: 0.03 }),
      ],
      null,
    );
    expect(leg).toMatchObject({ side: 'short', size: 1_500_000, openedAt: 3_000, unrealizedPnlUsd: null });
    expect(leg?.markPrice).toBeCloseTo(0.00002, 12);
    expect(leg?.notionalUsd).toBeCloseTo(30, 9);
    expect(leg?.markets).toEqual(['PEPE', 'kPEPE']);
    const unknownOpening = legPosition(
      'lighter',
      'SOL',
      [position({ openedAt: null, markPrice: null, valueUsd: null }), position({ openedAt: null, size: 1 })],
      null,
    ).position;
    expect(unknownOpening).toMatchObject({ openedAt: null, markPrice: 185, side: 'long' });
    expect(
      legPosition('lighter', 'SOL', [position({ markPrice: null, valueUsd: null }), position()], null).position
        ?.notionalUsd,
    ).toBeCloseTo(2.4 * 185, 9);
    expect(
      legPosition(
        'lighter',
        'SOL',
        [position({ markPrice: null, valueUsd: null }), position({ markPrice: null, valueUsd: null })],
        null,
      ).position?.notionalUsd,
    ).toBeNull();
  });

  it('refuses a lot that overflows the limit once counted in units of the asset', () => {
    // 10^13 kPEPE is 10^16 PEPE: past MAX_FIGURE.
    expect(legPosition('hyperliquid', 'PEPE', [position({ market: 'kPEPE', size: 1e13 })], null)).toEqual({
      position: null,
      refused: 1,
    });
    expect(legPosition('hyperliquid', 'PEPE', [position({ market: 'kPEPE', size: 1e11 })], null).position?.size).toBe(
      1e14,
    );
  });

  it('works out the PnL from the entry and the mark, long and short, when the venue sends none', () => {
    const bare = { unrealizedPnlUsd: null, markPrice: 190, valueUsd: null };
    expect(
      legPosition('lighter', 'SOL', [position({ ...bare, side: 'long' })], null).position?.unrealizedPnlUsd,
    ).toBeCloseTo(12, 9);
    expect(
      legPosition('lighter', 'SOL', [position({ ...bare, side: 'short' })], null).position?.unrealizedPnlUsd,
    ).toBeCloseTo(-12, 9);
    expect(
      legPosition('lighter', 'SOL', [position({ ...bare, entryPrice: null })], null).position?.unrealizedPnlUsd,
    ).toBeNull();
  });

  it('a short’s liquidation lies above the mark', () => {
    expect(liquidationDistance('short', 100, 125)).toBeCloseTo(0.25, 12);
    expect(liquidationDistance('long', 100, 80)).toBeCloseTo(0.2, 12);
    expect(liquidationDistance('long', null, 80)).toBeNull();
    expect(liquidationDistance('short', 100, null)).toBeNull();
  });

  it('figures and sizes: finite and within the limit only', () => {
    expect(figure(MAX_FIGURE)).toBe(MAX_FIGURE);
    expect(figure(-MAX_FIGURE)).toBe(-MAX_FIGURE);
    expect(figure(MAX_FIGURE * 10)).toBeNull();
    expect(figure(undefined)).toBeNull();
    expect(figure(null)).toBeNull();
    expect(figure(Number.NaN)).toBeNull();
    expect(figure(0)).toBe(0);
    expect(isSaneSize(MAX_FIGURE)).toBe(true);
    expect(isSaneSize(0)).toBe(false);
  });

  it('property: any list of positions gives a positive finite size or none, never a broken figure', () => {
    const anyNumber = fc.oneof(
      fc.double(),
      fc.constantFrom(Number.NaN, 1e308, -1, 0, Number.POSITIVE_INFINITY),
      fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
    );
    const anyPosition = fc.record({
      market: fc.constantFrom('SOL', 'kSOL', '1000SOL', 'BTC', '<b>SOL</b>', ''),
      side: fc.constantFrom('long' as const, 'short' as const),
      size: anyNumber,
      entryPrice: fc.option(anyNumber),
      valueUsd: fc.option(anyNumber),
      unrealizedPnlUsd: fc.option(anyNumber),
      markPrice: fc.option(anyNumber),
      liquidationPrice: fc.option(anyNumber),
    });
    fc.assert(
      fc.property(fc.array(anyPosition, { maxLength: 6 }), fc.option(anyNumber), (positions, mark) => {
        const { position: leg, refused } = legPosition('hyperliquid', 'SOL', positions, mark);
        expect(refused).toBeGreaterThanOrEqual(0);
        if (!leg) return;
        expect(leg.size).toBeGreaterThan(0);
        expect(Number.isFinite(leg.size)).toBe(true);
        for (const value of [leg.notionalUsd, leg.markPrice, leg.entryPrice, leg.unrealizedPnlUsd]) {
          if (value !== null) expect(Number.isFinite(value)).toBe(true);
        }
      }),
    );
  });
});

describe('a spot leg held in a wallet', () => {
  it('is a long of what the wallet holds, priced at the mark, with nothing a venue would keep', () => {
    expect(walletPosition(1.5, 180)).toEqual({
      position: {
        side: 'long',
        size: 1.5,
        notionalUsd: 270,
        entryPrice: null,
        markPrice: 180,
        unrealizedPnlUsd: null,
        liquidationPrice: null,
        liquidationDistance: null,
        openedAt: null,
        markets: [],
      },
      refused: 0,
    });
    expect(walletPosition(1.5, null).position).toMatchObject({ size: 1.5, notionalUsd: null, markPrice: null });
    expect(walletPosition(1.5, -3).position).toMatchObject({ notionalUsd: null, markPrice: null });
  });

  it('holding nothing is no position; a holding that cannot be believed is refused', () => {
    expect(walletPosition(0, 180)).toEqual({ position: null, refused: 0 });
    for (const units of [-1, Number.NaN, 1e308, Number.POSITIVE_INFINITY]) {
      expect(walletPosition(units, 180)).toEqual({ position: null, refused: 1 });
    }
  });

  it('property: any holding and mark give a long of that size or nothing, never a broken figure', () => {
    const anyNumber = fc.oneof(fc.double(), fc.constantFrom(Number.NaN, 1e308, -1, 0), fc.double({ min: 0, max: 1e9 }));
    fc.assert(
      fc.property(anyNumber, fc.option(anyNumber), (units, mark) => {
        const { position: leg, refused } = walletPosition(units, mark);
        expect(leg === null || refused === 0).toBe(true);
        if (!leg) return;
        expect(leg).toMatchObject({ side: 'long', size: units });
        if (leg.notionalUsd !== null) expect(Number.isFinite(leg.notionalUsd)).toBe(true);
      }),
    );
  });
});
