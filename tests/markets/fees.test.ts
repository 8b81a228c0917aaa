// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE_FEES, feePerFill, MAX_FEE, roundTripFee, type FeeChoices } from '../../src/markets/model/fees';
import { VENUES } from '../../src/markets/model/venues';

describe("each venue's base-tier fees", () => {
  it('are the figures their sources publish (see fees.ts for each source)', () => {
    expect(BASE_FEES).toEqual({
      hyperliquid: { taker: 0.00045, maker: 0.00015 },
      aster: { taker: 0.00035, maker: 0.0001 },
      lighter: { taker: 0, maker: 0 },
      edgex: { taker: 0.00038, maker: 0.00015 },
      pacifica: { taker: 0.0004, maker: 0.00015 },
      backpack: { taker: 0.0005, maker: 0.0002 },
    });
  });

  it('never charge a maker more than a taker, nor anything negative or past the typing-accident bound', () => {
    for (const venue of VENUES) {
      const { taker, maker } = BASE_FEES[venue];
      expect(maker).toBeLessThanOrEqual(taker);
      expect(maker).toBeGreaterThanOrEqual(0);
      expect(taker).toBeLessThan(MAX_FEE);
    }
  });
});

describe('the fee of one fill', () => {
  it('is the base taker fee unless the user says otherwise', () => {
    expect(feePerFill('hyperliquid')).toBe(0.00045);
    expect(feePerFill('hyperliquid', {})).toBe(0.00045);
  });

  it('is the maker fee on a venue the user trades with resting orders', () => {
    expect(feePerFill('hyperliquid', { hyperliquid: { order: 'maker', taker: null, maker: null } })).toBe(0.00015);
  });

  it("is the user's own figure (their tier, a referral discount) for the order kind they use", () => {
    const choices: FeeChoices = { aster: { order: 'taker', taker: 0.0003, maker: 0.00005 } };
    expect(feePerFill('aster', choices)).toBe(0.0003);
    expect(feePerFill('aster', { aster: { order: 'maker', taker: 0.0003, maker: 0.00005 } })).toBe(0.00005);
    // A figure for the other order kind does not apply.
    expect(feePerFill('aster', { aster: { order: 'maker', taker: 0.0003, maker: null } })).toBe(0.0001);
    // Another venue's choice changes nothing here.
    expect(feePerFill('edgex', choices)).toBe(0.00038);
  });

  it('keeps a zero the user typed (a free tier), rather than falling back to the base fee', () => {
    expect(feePerFill('backpack', { backpack: { order: 'taker', taker: 0, maker: null } })).toBe(0);
  });
});

describe('a round trip', () => {
  it('opens and closes both legs: 2 × (long fee + short fee)', () => {
    expect(roundTripFee(0.00045, 0.0004)).toBeCloseTo(0.0017, 12);
    expect(roundTripFee(0, 0)).toBe(0);
  });

  it('grows with either fee and is symmetric', () => {
    const fee = fc.double({ min: 0, max: MAX_FEE, noNaN: true });
    fc.assert(
      fc.property(fee, fee, fee, (a, b, extra) => {
        expect(roundTripFee(a, b)).toBeCloseTo(roundTripFee(b, a), 15);
        expect(roundTripFee(a + extra, b)).toBeGreaterThanOrEqual(roundTripFee(a, b));
        expect(roundTripFee(a, b)).toBeGreaterThanOrEqual(2 * Math.max(a, b));
      }),
    );
  });
});
