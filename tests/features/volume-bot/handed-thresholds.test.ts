// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handedThresholds } from '../../../src/features/volume-bot/model/handed-thresholds';

const pair = { kind: 'market' as const, base: 'SOL', long: 'lighter', short: 'pacifica' };

describe('X and Y handed over by a backtest', () => {
  it('takes both when both came as numbers', () => {
    expect(handedThresholds({ ...pair, openSpreadApr: 14.5, closeSpreadApr: -1 })).toStrictEqual({
      openSpreadApr: 14.5,
      closeSpreadApr: -1,
    });
  });

  it('takes neither when one is missing, or either is not a finite number', () => {
    expect(handedThresholds(pair)).toBeNull();
    expect(handedThresholds({ ...pair, openSpreadApr: 12 })).toBeNull();
    expect(handedThresholds({ ...pair, closeSpreadApr: 4 })).toBeNull();
    expect(handedThresholds({ ...pair, openSpreadApr: Number.NaN, closeSpreadApr: 4 })).toBeNull();
    expect(handedThresholds({ ...pair, openSpreadApr: 12, closeSpreadApr: Number.POSITIVE_INFINITY })).toBeNull();
    // A selection kept in the workspace is read back as untrusted: a string in a number's place is refused.
    const hostile = JSON.parse('{"kind":"market","base":"SOL","openSpreadApr":"12","closeSpreadApr":4}') as typeof pair;
    expect(handedThresholds(hostile)).toBeNull();
  });

  it('hands over exactly the finite numbers it was given', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (open, close) => {
        const handed = handedThresholds({ ...pair, openSpreadApr: open, closeSpreadApr: close });
        if (Number.isFinite(open) && Number.isFinite(close)) {
          expect(handed).toStrictEqual({ openSpreadApr: open, closeSpreadApr: close });
        } else {
          expect(handed).toBeNull();
        }
      }),
    );
  });
});
