import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../src/markets/model/amount';

describe('typed amounts', () => {
  it.each([
    ['250000', 'en', 250_000],
    ['250,000', 'en', 250_000],
    ['250.000', 'it', 250_000],
    ['1.5m', 'en', 1_500_000],
    ['1,5m', 'it', 1_500_000],
    ['250K', 'en', 250_000],
    [' $10,000 ', 'en', 10_000],
    ['2b', 'en', 2e9],
    ['0', 'en', 0],
    ['12.5', 'en', 12.5],
  ])('reads %s in %s as %d', (text, locale, expected) => {
    expect(parseAmount(text, locale)).toBe(expected);
  });

  it.each([
    ['', 'en'],
    ['-5', 'en'],
    ['abc', 'en'],
    ['1,5', 'en'],
    ['1.2.3', 'en'],
    ['10x', 'en'],
    ['1e9', 'en'],
  ])('refuses %j in %s', (text, locale) => {
    expect(parseAmount(text, locale)).toBeNull();
  });

  it('reads back any whole amount written the way the language writes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom('en', 'it'), (value, locale) => {
        expect(parseAmount(new Intl.NumberFormat(locale).format(value), locale)).toBe(value);
      }),
    );
  });
});
