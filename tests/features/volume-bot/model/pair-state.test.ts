import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LegPosition, Side } from '../../../../src/features/volume-bot/model/leg-position';
import {
  BALANCE_TOLERANCE,
  isOpen,
  pairState,
  sizeDifference,
  type LegRead,
} from '../../../../src/features/volume-bot/model/pair-state';
import type { BuiltInVenueId } from '../../../../src/markets/model/venues';

const held = (venue: BuiltInVenueId, side: Side, size: number): LegRead => ({
  kind: 'position',
  venue,
  position: {
    side,
    size,
    notionalUsd: null,
    entryPrice: null,
    markPrice: null,
    unrealizedPnlUsd: null,
    liquidationPrice: null,
    liquidationDistance: null,
    openedAt: null,
    markets: [],
  } satisfies LegPosition,
});
const flat = (venue: BuiltInVenueId): LegRead => ({ kind: 'flat', venue });
const unknown = (venue: BuiltInVenueId): LegRead => ({ kind: 'unknown', venue });

describe('the state of a pair', () => {
  it('is flat when both accounts hold nothing in the market', () => {
    expect(pairState([flat('lighter'), flat('pacifica')])).toEqual({ kind: 'flat' });
    expect(isOpen({ kind: 'flat' })).toBe(false);
  });

  it('is balanced within 2 % of the larger leg, long and short named', () => {
    const state = pairState([held('lighter', 'long', 1.2), held('pacifica', 'short', 1.19)]);
    expect(state).toMatchObject({
      kind: 'balanced',
      long: { venue: 'lighter', size: 1.2 },
      short: { venue: 'pacifica', size: 1.19 },
    });
    expect(isOpen(state)).toBe(true);
    // Exactly at the tolerance is still balanced; just past it is not.
    expect(pairState([held('lighter', 'short', 100), held('pacifica', 'long', 98)]).kind).toBe('balanced');
    expect(pairState([held('lighter', 'short', 100), held('pacifica', 'long', 97.99)]).kind).toBe('imbalanced');
  });

  it('is imbalanced by how far the legs differ, as a share of the larger', () => {
    const state = pairState([held('hyperliquid', 'long', 0.05), held('pacifica', 'short', 0.046)]);
    expect(state.kind).toBe('imbalanced');
    if (state.kind === 'imbalanced') expect(state.difference).toBeCloseTo(0.08, 12);
  });

  it('names the missing leg: the other venue, on the other side', () => {
    expect(pairState([flat('hyperliquid'), held('pacifica', 'long', 2)])).toEqual({
      kind: 'oneLeg',
      open: { venue: 'pacifica', side: 'long', size: 2 },
      missing: { venue: 'hyperliquid', side: 'short' },
    });
    expect(pairState([held('lighter', 'short', 2), flat('pacifica')])).toMatchObject({
      missing: { venue: 'pacifica', side: 'long' },
    });
  });

  it('says when both legs are on one side: no hedge', () => {
    expect(pairState([held('lighter', 'long', 1), held('pacifica', 'long', 1)]).kind).toBe('sameSide');
  });

  it('never guesses a leg it could not read', () => {
    const state = pairState([held('hyperliquid', 'long', 1), unknown('edgex')]);
    expect(state).toEqual({
      kind: 'partial',
      open: [{ venue: 'hyperliquid', side: 'long', size: 1 }],
      unknown: ['edgex'],
    });
    expect(isOpen(state)).toBe(true);
    const blind = pairState([flat('lighter'), unknown('aster')]);
    expect(isOpen(blind)).toBeNull();
  });

  it('size difference: zero for equal or empty legs, one when a leg is zero', () => {
    expect(sizeDifference(0, 0)).toBe(0);
    expect(sizeDifference(3, 3)).toBe(0);
    expect(sizeDifference(0, 3)).toBe(1);
    expect(sizeDifference(4, 3)).toBeCloseTo(0.25, 12);
  });

  it('property: opposite legs are balanced exactly when they differ by at most the tolerance, whatever the order', () => {
    const size = fc.double({ min: 1e-6, max: 1e12, noNaN: true });
    fc.assert(
      fc.property(size, size, fc.boolean(), (a, b, swap) => {
        const legs: [LegRead, LegRead] = [held('lighter', 'long', a), held('pacifica', 'short', b)];
        const state = pairState(swap ? [legs[1], legs[0]] : legs);
        const difference = Math.abs(a - b) / Math.max(a, b);
        expect(state.kind).toBe(difference <= BALANCE_TOLERANCE ? 'balanced' : 'imbalanced');
        expect(sizeDifference(a, b)).toBe(sizeDifference(b, a));
        expect(sizeDifference(a, b)).toBeGreaterThanOrEqual(0);
        expect(sizeDifference(a, b)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
