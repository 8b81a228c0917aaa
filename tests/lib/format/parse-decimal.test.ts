import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../src/lib/format/parse-decimal';

describe('numbers as people type them', () => {
  it.each([
    ['250000', 'en', 250_000],
    ['250,000', 'en', 250_000],
    ['250.000', 'it', 250_000],
    ['1,234.5', 'en', 1234.5],
    ['1.234,5', 'it', 1234.5],
    ['12.5', 'en', 12.5],
    ['0', 'en', 0],
    ['5.', 'en', 5],
    ['.5', 'en', 0.5],
    // A separator that cannot group thousands is the decimal mark, in either language. The bot-management and feed
    // fields read "0,5" as a half in English too, where the market filters refused it: the reading that keeps what the
    // user meant wins.
    ['0,5', 'en', 0.5],
    ['1,5', 'en', 1.5],
    ['1.5', 'it', 1.5],
    ['2,50', 'en', 2.5],
  ])('reads %j in %s as %d', (text, locale, expected) => {
    expect(parseDecimal(text, locale)).toBe(expected);
  });

  it.each([
    ['250k', 'en', 250_000],
    ['250K', 'en', 250_000],
    ['1.5m', 'en', 1_500_000],
    ['1,5m', 'it', 1_500_000],
    [' $10,000 ', 'en', 10_000],
    ['2b', 'en', 2e9],
    ['1_000', 'en', 1000],
  ])('with suffixes, reads the amount %j in %s as %d', (text, locale, expected) => {
    expect(parseDecimal(text, locale, { suffixes: true })).toBe(expected);
  });

  it('reads suffixes and dollar signs only when asked to', () => {
    expect(parseDecimal('250k', 'en')).toBeNull();
    expect(parseDecimal('$5', 'en')).toBeNull();
  });

  it('reads a sign only when asked to', () => {
    expect(parseDecimal('-3', 'en')).toBeNull();
    expect(parseDecimal('-3', 'en', { signed: true })).toBe(-3);
    expect(parseDecimal('+2,5', 'it', { signed: true })).toBe(2.5);
    expect(parseDecimal('\u22121.5', 'en', { signed: true })).toBe(-1.5);
  });

  it.each([
    ['', 'en'],
    ['   ', 'en'],
    ['abc', 'en'],
    ['1.2.3', 'en'],
    ['1,2,3', 'it'],
    ['12,34,567', 'en'],
    [',', 'en'],
    ['.', 'it'],
    ['10x', 'en'],
    ['1e9', 'en'],
    ['Infinity', 'en'],
    ['NaN', 'en'],
    ['--1', 'en'],
  ])('refuses %j in %s', (text, locale) => {
    expect(parseDecimal(text, locale, { signed: true })).toBeNull();
  });

  it('refuses what overflows to infinity', () => {
    expect(parseDecimal('9'.repeat(400), 'en')).toBeNull();
  });

  it('reads back any amount written the way the language writes it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('en', 'it'),
        (whole, cents, locale) => {
          const value = whole + cents / 100;
          const written = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
          expect(parseDecimal(written, locale)).toBeCloseTo(value, 6);
        },
      ),
    );
  });

  it('reads back any decimal typed with a point or a comma, signed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(parseDecimal(text, 'en', { signed: true })).toBe(Number(text));
        expect(parseDecimal(text.replace('.', ','), 'it', { signed: true })).toBe(Number(text));
      }),
    );
  });
});
