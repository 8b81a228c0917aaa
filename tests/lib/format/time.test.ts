import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAge, formatAgo, formatCountdown, formatDate, formatDateTime } from '../../../src/lib/format/time';

describe('time formats', () => {
  it('counts down as a clock', () => {
    expect(formatCountdown(25_400)).toBe('00:25');
    expect(formatCountdown(47 * 60_000 + 5_000)).toBe('47:05');
    expect(formatCountdown(3 * 3_600_000 + 47 * 60_000 + 5_000)).toBe('3:47:05');
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });

  it('says how old something is, short for headings and long in sentences, in each language', () => {
    expect(formatAge(4_600, 'en', 'short')).toBe('5 sec. ago');
    expect(formatAge(125_000, 'en', 'short')).toBe('2 min. ago');
    expect(formatAge(2 * 3_600_000, 'it', 'short')).toBe('2 h fa');
    expect(formatAge(0, 'en')).toBe('now');
    expect(formatAge(30_000, 'en')).toBe('30 seconds ago');
    expect(formatAge(59_400, 'en')).toBe('59 seconds ago');
    expect(formatAge(60_000, 'en')).toBe('1 minute ago');
    expect(formatAge(3 * 60_000, 'it')).toBe('3 minuti fa');
    expect(formatAge(5 * 3_600_000, 'en')).toBe('5 hours ago');
    expect(formatAge(23 * 3_600_000 + 59 * 60_000, 'en')).toBe('23 hours ago');
    expect(formatAge(24 * 3_600_000, 'en')).toBe('yesterday');
    expect(formatAge(3 * 86_400_000, 'en')).toBe('3 days ago');
  });

  it('says "now" for a time a little ahead of our clock, and nothing for a time that is not one', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(formatAgo(now + 5_000, now, 'en')).toBe('now');
    expect(formatAgo(Date.parse('2026-03-10T11:57:00Z'), now, 'en')).toBe('3 minutes ago');
    expect(formatAgo(Number.NaN, now, 'en')).toBeNull();
    expect(formatAge(Number.POSITIVE_INFINITY, 'en')).toBe('—');
  });

  it('never says a time is in the future (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e11 }), fc.constantFrom('en', 'it'), (age, locale) => {
        expect(formatAge(age, locale)).not.toMatch(/^in |^tra |fra /);
      }),
    );
  });

  it('writes dates for the reader, and nothing for what is not a date', () => {
    expect(formatDate('2026-03-10T12:00:00Z', 'en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Mar 10, 2026');
    expect(formatDate(Date.parse('2026-03-10T12:00:00Z'), 'it', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      '10 mar 2026',
    );
    expect(formatDate('not a date', 'en')).toBeNull();
    expect(formatDate('', 'en')).toBeNull();
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate(undefined, 'en')).toBeNull();
    expect(formatDate(8.64e15 + 1, 'en')).toBeNull();
    expect(formatDateTime(Number.NaN, 'en')).toBeNull();
    expect(formatDateTime(Date.parse('2026-03-10T12:00:00Z'), 'en')).toMatch(/2026/);
  });
});
