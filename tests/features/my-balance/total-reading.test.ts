// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sourceState, totalReading, type SourceState } from '../../../src/features/my-balance/model/total-reading';

describe("My Balance's total while its sources are read", () => {
  it('says "reading" until one source answers, then counts the ones it still waits for', () => {
    expect(totalReading(['reading', 'reading'])).toEqual({ reading: true, pending: 2 });
    expect(totalReading(['reading', 'failed'])).toEqual({ reading: true, pending: 1 });
    expect(totalReading(['read', 'reading'])).toEqual({ reading: false, pending: 1 });
    expect(totalReading(['read', 'failed'])).toEqual({ reading: false, pending: 0 });
    // Nothing to read (no wallet, no account): the total is a true zero, not a wait.
    expect(totalReading([])).toEqual({ reading: false, pending: 0 });
    expect(totalReading(['failed'])).toEqual({ reading: false, pending: 0 });
  });

  it('takes a source as read when it holds data (an old one too), failed when it has only a problem', () => {
    expect(sourceState({ data: null, problem: null, loading: true })).toBe('reading');
    expect(sourceState({ data: { sol: 1 }, problem: null, loading: false })).toBe('read');
    expect(sourceState({ data: { sol: 1 }, problem: new Error('503'), loading: false })).toBe('read');
    expect(sourceState({ data: null, problem: new Error('503'), loading: false })).toBe('failed');
    expect(sourceState({ data: null, problem: null, loading: false })).toBe('failed');
  });

  it('is "reading" exactly when nothing was read and something is still on its first read (property)', () => {
    const state = fc.constantFrom<SourceState>('reading', 'read', 'failed');
    fc.assert(
      fc.property(fc.array(state, { maxLength: 12 }), (sources) => {
        const { reading, pending } = totalReading(sources);
        expect(pending).toBe(sources.filter((source) => source === 'reading').length);
        expect(reading).toBe(!sources.includes('read') && pending > 0);
      }),
    );
  });
});
