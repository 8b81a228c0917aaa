import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatApr,
  formatBps,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPrice,
  formatShare,
  formatSignificant,
  formatUsd,
  formatUsdCompact,
  NO_FIGURE,
} from '../../../src/lib/format/numbers';
import { formatRate } from '../../../src/markets/model/format-rate';

describe('number formats', () => {
  it('writes rates with their sign, for the chosen period, in each language', () => {
    expect(formatRate(0.0000125, 'apr', 'en')).toBe('+10.95%');
    expect(formatRate(0.0000125, '8h', 'en')).toBe('+0.0100%');
    expect(formatRate(-0.0000125, '1h', 'en')).toBe('-0.0013%');
    expect(formatRate(0, 'apr', 'en')).toBe('0.00%');
    expect(formatRate(0.0000125, 'apr', 'it')).toBe('+10,95%');
  });

  it('writes dollars short for amounts, with cents for carry, and prices with the digits that matter', () => {
    expect(formatUsdCompact(412_345_678, 'en')).toBe('$412.3M');
    expect(formatUsdCompact(845, 'en')).toBe('$845');
    expect(formatUsdCompact(0, 'en')).toBe('$0');
    expect(formatUsdCompact(12_345_678, 'it')).toBe('12,3\u00a0Mln\u00a0USD');
    expect(formatUsd(9.6, 'en')).toBe('$9.60');
    expect(formatUsd(1234.5, 'it')).toBe('1234,50\u00a0USD');
    expect(formatPrice(97_250.54, 'en')).toBe('$97,250.5');
    expect(formatPrice(1000, 'en')).toBe('$1,000.0');
    expect(formatPrice(2.31474, 'en')).toBe('$2.3147');
    expect(formatPrice(1, 'en')).toBe('$1.00');
    expect(formatPrice(0.0000182345, 'en')).toBe('$0.00001823');
    expect(formatPrice(-2.5, 'en')).toBe('-$2.50');
    expect(formatMoney(1234, 'EUR', 'it')).toBe('1234,00\u00a0€');
  });

  it('writes shares, yearly rates, basis points and plain numbers', () => {
    expect(formatApr(0.3504, 'en')).toBe('35.04%');
    expect(formatApr(0.3, 'it')).toBe('30,00%');
    expect(formatShare(0.754, 'en')).toBe('75%');
    expect(formatPercent(0.123456, 'en', { maxDigits: 1 })).toBe('12.3%');
    expect(formatPercent(0.05, 'en', { signed: true })).toBe('+5%');
    expect(formatBps(0.00123, 'en')).toBe('+12.3 bps');
    expect(formatBps(-0.0005, 'it')).toBe('-5,0 bps');
    expect(formatBps(0, 'en')).toBe('0.0 bps');
    expect(formatNumber(1234.56789, 'en', { maxDigits: 4 })).toBe('1,234.5679');
    expect(formatNumber(12345.67891, 'it', { maxDigits: 4 })).toBe('12.345,6789');
    expect(formatNumber(0.00004, 'en', { maxDigits: 4 })).toBe('0');
    expect(formatNumber(3, 'en', { minDigits: 2, maxDigits: 2 })).toBe('3.00');
    expect(formatNumber(3.14159, 'en')).toBe('3.14');
    expect(formatSignificant(0.000123456789, 'en')).toBe('0.000123457');
    expect(formatSignificant(1234.5678, 'it', 5)).toBe('1234,6');
  });

  it('writes a dash, never NaN or ∞, for what is not a finite number (property)', () => {
    const formats = [
      (value: number) => formatNumber(value, 'en'),
      (value: number) => formatUsd(value, 'it'),
      (value: number) => formatUsdCompact(value, 'en'),
      (value: number) => formatPrice(value, 'en'),
      (value: number) => formatPercent(value, 'it'),
      (value: number) => formatBps(value, 'en'),
      (value: number) => formatSignificant(value, 'en'),
      (value: number) => formatMoney(value, 'USD', 'en'),
    ];
    for (const format of formats) {
      for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
        expect(format(value)).toBe(NO_FIGURE);
      }
    }
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom('en', 'it'), (value, locale) => {
        for (const text of [formatUsd(value, locale), formatPrice(value, locale), formatNumber(value, locale)]) {
          expect(text).not.toMatch(/NaN|∞/);
        }
      }),
    );
  });

  it('keeps the sign of what it writes (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e12, noNaN: true }), fc.constantFrom('en', 'it'), (value, locale) => {
        expect(formatUsd(-value, locale).startsWith('-')).toBe(true);
        expect(formatUsd(value, locale)).not.toContain('-');
        expect(formatPercent(value, locale, { signed: true }).startsWith('+')).toBe(true);
        expect(formatBps(-value, locale).startsWith('-')).toBe(true);
      }),
    );
  });

  it("writes amounts short: whole below a thousand, one decimal from a thousand on, in the reader's language", () => {
    expect(formatCompact(950.4, 'en')).toBe('950');
    expect(formatCompact(-500.6, 'en')).toBe('-501');
    expect(formatCompact(1250, 'en')).toBe('1.3K');
    expect(formatCompact(11_600, 'it')).toBe('11,6K');
    expect(formatCompact(1_234_567, 'it')).toBe('1,2\u00a0Mln');
    expect(formatUsdCompact(999.4, 'en')).toBe('$999');
    expect(formatUsdCompact(11_600, 'en')).toBe('$11.6K');
    expect(formatUsdCompact(1_234_567, 'en')).toBe('$1.2M');
    expect(formatUsdCompact(0, 'en')).toBe('$0');
  });

  it('writes a dash for an amount that is no finite number, short or not', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatCompact(value, 'en')).toBe(NO_FIGURE);
      expect(formatUsdCompact(value, 'it')).toBe(NO_FIGURE);
    }
  });
});
