// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeChange, feeFormValues } from '../../../src/features/funding-rate/model/fee-settings';
import { feeChoicesOf } from '../../../src/markets/model/fees';
import { VENUES } from '../../../src/markets/model/venues';

describe("the user's fees", () => {
  it('keep the venues Funding Rate knows, and do not believe a fee above 1 % a fill', () => {
    expect(
      feeChoicesOf({
        aster: { order: 'maker', taker: 0.0003, maker: 0.00005 },
        binance: { order: 'taker', taker: 0.0001, maker: null },
        edgex: { order: 'taker', taker: 0.05, maker: 0.01 },
      }),
    ).toEqual({
      aster: { order: 'maker', taker: 0.0003, maker: 0.00005 },
      edgex: { order: 'taker', taker: null, maker: 0.01 },
    });
  });

  it('show in per cent in the form, every venue at taker and base fees unless set', () => {
    const values = feeFormValues({ aster: { order: 'maker', taker: 0.00035, maker: null } });
    expect(values.aster).toEqual({ order: 'maker', taker: 0.035, maker: null });
    expect(values.hyperliquid).toEqual({ order: 'taker', taker: null, maker: null });
    expect(Object.keys(values)).toEqual([...VENUES]);
  });

  it('write back as fractions, and leave out a venue left at its base tier', () => {
    const values = feeFormValues({});
    values.lighter = { order: 'taker', taker: 0.028, maker: 0.004 };
    values.aster = { order: 'maker', taker: null, maker: null };
    const change = feeChange(values);
    expect(change.lighter).toEqual({ order: 'taker', taker: 0.00028, maker: 0.00004 });
    expect(change.aster).toEqual({ order: 'maker', taker: null, maker: null });
    expect(change.hyperliquid).toBeNull();
  });

  it('come back from the form as they went in', () => {
    const fee = fc.option(
      fc.integer({ min: 0, max: 10_000 }).map((tenthsOfBp) => tenthsOfBp / 1e7),
      { nil: null },
    );
    const choice = fc.record({ order: fc.constantFrom('taker' as const, 'maker' as const), taker: fee, maker: fee });
    fc.assert(
      fc.property(choice, (aster) => {
        const change = feeChange(feeFormValues({ aster }));
        const expected = aster.order === 'taker' && aster.taker === null && aster.maker === null ? null : aster;
        expect(change.aster).toEqual(expected);
      }),
    );
  });
});
