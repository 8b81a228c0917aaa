import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legMarginRatios } from '../../../../src/features/volume-bot/model/leg-margins';
import type { AccountBalance } from '../../../../src/markets/model/account';

const balance = (equityUsd: number, availableUsd: number, status: AccountBalance['status'] = 'ok'): AccountBalance => ({
  venue: 'pacifica',
  address: 'addr',
  status,
  equityUsd,
  availableUsd,
  positions: [],
  droppedRows: 0,
  readAt: 0,
});

describe('the margin use of a strategy’s perpetual legs', () => {
  it('is used ÷ equity per venue, as My Balance measures it', () => {
    expect(
      legMarginRatios([
        { venue: 'lighter', balance: balance(900, 500) },
        { venue: 'pacifica', balance: balance(800, 400) },
      ]),
    ).toEqual({ lighter: 400 / 900, pacifica: 0.5 });
  });

  it('is unknown for an account not read, one that does not exist, or one with nothing to measure', () => {
    expect(
      legMarginRatios([
        { venue: 'lighter', balance: null },
        { venue: 'pacifica', balance: balance(800, 400, 'none') },
        { venue: 'hyperliquid', balance: balance(0, 0) },
        { venue: 'aster', balance: balance(Number.NaN, 10) },
      ]),
    ).toEqual({ lighter: null, pacifica: null, hyperliquid: null, aster: null });
  });

  it('property: a ratio is null or a number of at least 0, one per venue given', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (equity, available) => {
        const ratios = legMarginRatios([{ venue: 'backpack', balance: balance(equity, available) }]);
        expect(Object.keys(ratios)).toEqual(['backpack']);
        const ratio = ratios.backpack;
        expect(ratio === null || (ratio !== undefined && ratio >= 0)).toBe(true);
      }),
    );
  });
});
