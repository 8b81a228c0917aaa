import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatApr,
  formatCountdown,
  formatPrice,
  formatRate,
  formatShare,
  formatUsd,
  formatUsdCompact,
} from '../../src/markets/model/format';

describe('market number formats', () => {
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
    expect(formatUsdCompact(12_345_678, 'it')).toBe('12,3\u00a0Mln\u00a0USD');
    expect(formatUsd(9.6, 'en')).toBe('$9.60');
    expect(formatPrice(97_250.54, 'en')).toBe('$97,250.5');
    expect(formatPrice(2.31474, 'en')).toBe('$2.3147');
    expect(formatPrice(0.0000182345, 'en')).toBe('$0.00001823');
    expect(formatApr(0.3504, 'en')).toBe('35.04%');
    expect(formatShare(0.754, 'en')).toBe('75%');
  });

  it('counts down as a clock and says how old data is', () => {
    expect(formatCountdown(25_400)).toBe('00:25');
    expect(formatCountdown(47 * 60_000 + 5_000)).toBe('47:05');
    expect(formatCountdown(3 * 3_600_000 + 47 * 60_000 + 5_000)).toBe('3:47:05');
    expect(formatCountdown(-5_000)).toBe('00:00');
    expect(formatAge(4_600, 'en')).toBe('5 sec. ago');
    expect(formatAge(125_000, 'en')).toBe('2 min. ago');
    expect(formatAge(2 * 3_600_000, 'it')).toBe('2 h fa');
  });
});
