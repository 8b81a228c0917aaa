import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAmount, readDecimal, typedDecimal } from '../../../../src/features/volume-bot/model/typed-number';

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

  it("writes a number as the fields hold it: the language's decimal mark, no grouping", () => {
    expect(typedDecimal(12.5, 'en')).toBe('12.5');
    expect(typedDecimal(12.5, 'it')).toBe('12,5');
    expect(typedDecimal(-2.5, 'it')).toBe('-2,5');
    expect(typedDecimal(12_345.25, 'en')).toBe('12345.25');
    expect(typedDecimal(20, 'it')).toBe('20');
  });

  it('reads back what it writes, in either language (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.constantFrom('en', 'it'),
        (hundredths, locale) => {
          const value = hundredths / 100;
          expect(readDecimal(typedDecimal(value, locale), locale)).toEqual({ kind: 'number', value });
        },
      ),
    );
  });
});
