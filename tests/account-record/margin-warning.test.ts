import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectMarginWarning } from '../../src/account-record/margin-warning';

describe('the margin-use warning level kept in the account record', () => {
  it('reads a level between 1 % and 100 %, bounds included', () => {
    expect(selectMarginWarning({ marginWarning: 0.8 })).toBe(0.8);
    expect(selectMarginWarning({ marginWarning: 0.01 })).toBe(0.01);
    expect(selectMarginWarning({ marginWarning: 1 })).toBe(1);
  });

  it('reads none when the record has none, or holds something that is not a level', () => {
    expect(selectMarginWarning({})).toBeNull();
    for (const hostile of [0.0099, 1.01, 0, -0.5, Number.NaN, Infinity, 1e308, '0.8', null, true, { level: 0.8 }]) {
      expect(selectMarginWarning({ marginWarning: hostile })).toBeNull();
    }
  });

  it('property: whatever the record holds, the level read is none or one in range', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const level = selectMarginWarning({ marginWarning: value });
        expect(level === null || (level >= 0.01 && level <= 1)).toBe(true);
      }),
    );
  });
});
