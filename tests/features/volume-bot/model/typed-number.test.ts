import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAmount, readDecimal } from '../../../../src/features/volume-bot/model/typed-number';

describe('typed numbers', () => {
  it('reads amounts as people type them, and decimals with a point or a comma', () => {
    expect(readAmount('25,000', 'en')).toEqual({ kind: 'number', value: 25_000 });
    expect(readAmount('25k', 'it')).toEqual({ kind: 'number', value: 25_000 });
    expect(readAmount('  ', 'en')).toEqual({ kind: 'empty' });
    expect(readAmount('lots', 'en')).toEqual({ kind: 'invalid' });
    expect(readDecimal('2,5', 'en')).toEqual({ kind: 'number', value: 2.5 });
    expect(readDecimal('-3', 'en')).toEqual({ kind: 'number', value: -3 });
    expect(readDecimal('1e3', 'en')).toEqual({ kind: 'invalid' });
    expect(readDecimal('Infinity', 'en')).toEqual({ kind: 'invalid' });
  });

  it('reads back every decimal it is given (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(readDecimal(text, 'en')).toEqual({ kind: 'number', value: Number(text) });
        expect(readDecimal(text.replace('.', ','), 'it')).toEqual({ kind: 'number', value: Number(text) });
      }),
    );
  });
});
