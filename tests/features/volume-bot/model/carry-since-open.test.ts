import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legCarry, netCarry, openedAtFromFills } from '../../../../src/features/volume-bot/model/carry-since-open';
import type { AccountEvent, AccountFill, AccountFunding } from '../../../../src/markets/model/account';

const fill = (time: number, side: 'buy' | 'sell', size: number, overrides: Partial<AccountFill> = {}): AccountFill => ({
  kind: 'fill',
  venue: 'hyperliquid',
  id: `f${String(time)}`,
  time,
  market: 'SOL',
  side,
  size,
  price: 180,
  feeUsd: 0.1,
  ...overrides,
});
const funding = (time: number, amountUsd: number, market = 'SOL'): AccountFunding => ({
  kind: 'funding',
  venue: 'hyperliquid',
  id: `p${String(time)}`,
  time,
  market,
  side: 'short',
  size: 1,
  rate: 0.00001,
  amountUsd,
});

describe('funding and fees since the position opened', () => {
  const events: AccountEvent[] = [
    fill(1_000, 'sell', 1, { feeUsd: 0.08 }),
    funding(2_000, 0.5),
    funding(3_000, -0.2),
    fill(3_500, 'sell', 0.2, { feeUsd: 0.02 }),
    funding(4_000, 0.7, 'BTC'),
    funding(500, 9),
    fill(600, 'buy', 1, { feeUsd: 5 }),
  ];

  it('adds the market’s funding received and paid and its fills’ fees, from the opening on', () => {
    const carry = legCarry('hyperliquid', 'SOL', events, 1_000);
    expect(carry.fundingUsd).toBeCloseTo(0.3, 12);
    expect(carry.feesUsd).toBeCloseTo(0.1, 12);
    expect(carry).toMatchObject({ payments: 2, fills: 2, refused: 0 });
    expect(netCarry([carry, { fundingUsd: 1, feesUsd: 0.5, payments: 1, fills: 1, refused: 0 }])).toEqual({
      fundingUsd: carry.fundingUsd + 1,
      feesUsd: carry.feesUsd + 0.5,
      netUsd: carry.fundingUsd + 1 - (carry.feesUsd + 0.5),
    });
  });

  it('matches the market across lot names, and a rebate lowers the fees', () => {
    const lots: AccountEvent[] = [funding(10, 1, 'kPEPE'), fill(11, 'buy', 5, { market: 'kPEPE', feeUsd: -0.3 })];
    expect(legCarry('hyperliquid', 'PEPE', lots, 0)).toMatchObject({ fundingUsd: 1, feesUsd: -0.3 });
  });

  it('leaves out and counts amounts that cannot be believed', () => {
    const hostile: AccountEvent[] = [
      funding(10, Number.NaN),
      funding(11, 1e308),
      fill(12, 'buy', 1, { feeUsd: Number.NEGATIVE_INFINITY }),
      funding(13, 2),
    ];
    expect(legCarry('hyperliquid', 'SOL', hostile, 0)).toEqual({
      fundingUsd: 2,
      feesUsd: 0,
      payments: 1,
      fills: 0,
      refused: 3,
    });
  });

  it('property: sums stay finite, whatever the rows', () => {
    const amount = fc.oneof(fc.double(), fc.constantFrom(1e308, -1e308, Number.NaN));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), amount, fc.nat()), { maxLength: 40 }), (rows) => {
        const list: AccountEvent[] = rows.map(([isFunding, value, time]) =>
          isFunding ? funding(time, value) : fill(time, 'buy', 1, { feeUsd: value }),
        );
        const carry = legCarry('hyperliquid', 'SOL', list, 0);
        expect(Number.isFinite(netCarry([carry]).netUsd)).toBe(true);
        expect(carry.payments + carry.fills + carry.refused).toBe(list.length);
      }),
    );
  });
});

describe('when a position opened, from its fills', () => {
  it('is the fill before which the account held nothing', () => {
    // Sold 1 at t=1000 (short 1), sold 0.2 at 3500 (short 1.2): the short 1.2 opened at 1000.
    const fills = [fill(3_500, 'sell', 0.2), fill(1_000, 'sell', 1), fill(600, 'buy', 1), fill(300, 'sell', 1)];
    expect(openedAtFromFills('hyperliquid', 'SOL', 'short', 1.2, fills)).toBe(1_000);
  });

  it('is the fill that turned the position round', () => {
    // Long 0.5 before; a sale of 2 at t=2000 left short 1.5.
    const fills = [fill(2_000, 'sell', 2), fill(1_000, 'buy', 0.5)];
    expect(openedAtFromFills('hyperliquid', 'SOL', 'short', 1.5, fills)).toBe(2_000);
  });

  it('counts lots in units of the asset, and ignores other markets', () => {
    const fills = [
      fill(5_000, 'buy', 3, { market: 'BTC' }),
      fill(2_000, 'buy', 2, { market: 'kPEPE' }),
      fill(1_000, 'sell', 9, { market: 'kPEPE' }),
    ];
    expect(openedAtFromFills('hyperliquid', 'PEPE', 'long', 2_000, fills)).toBe(2_000);
  });

  it('is not known when the fills read do not reach back to the opening, or the size is hostile', () => {
    expect(openedAtFromFills('hyperliquid', 'SOL', 'long', 3, [fill(1_000, 'buy', 1)])).toBeNull();
    expect(openedAtFromFills('hyperliquid', 'SOL', 'long', Number.NaN, [fill(1_000, 'buy', 1)])).toBeNull();
    expect(openedAtFromFills('hyperliquid', 'SOL', 'long', 1, [fill(1_000, 'buy', Number.NaN)])).toBeNull();
  });

  it('property: fills that build a position from nothing date it to the first of them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 100, noNaN: true }), { minLength: 1, maxLength: 10 }),
        (sizes) => {
          const fills = sizes.map((size, index) => fill(1_000 + index, 'buy', size)).reverse();
          const total = sizes.reduce((sum, size) => sum + size, 0);
          expect(openedAtFromFills('hyperliquid', 'SOL', 'long', total, fills)).toBe(1_000);
        },
      ),
    );
  });
});
