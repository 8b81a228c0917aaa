import { describe, expect, it } from 'vitest';
import { savedAgo } from '../../../../src/features/volume-bot/model/saved-ago';

describe('saved … ago', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('counts seconds, minutes, hours, then days, in the reader language', () => {
    expect(savedAgo('2026-03-10T12:00:00Z', now, 'en')).toBe('now');
    expect(savedAgo('2026-03-10T11:59:30Z', now, 'en')).toBe('30 seconds ago');
    expect(savedAgo('2026-03-10T11:57:00Z', now, 'en')).toBe('3 minutes ago');
    expect(savedAgo('2026-03-10T07:00:00Z', now, 'en')).toBe('5 hours ago');
    expect(savedAgo('2026-03-07T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(savedAgo('2026-03-10T11:57:00Z', now, 'it')).toBe('3 minuti fa');
    expect(savedAgo('2026-03-10T12:00:05Z', now, 'en')).toBe('now');
    expect(savedAgo('yesterday-ish', now, 'en')).toBeNull();
  });
});
