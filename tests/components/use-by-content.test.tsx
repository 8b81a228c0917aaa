import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useByContent } from '../../src/components/use-by-content';

describe('useByContent', () => {
  it('hands back the first object while an equal one is given, and the new one when its content changes', () => {
    const first = { rows: [{ market: 'SOL', value: 185 }] };
    const { result, rerender } = renderHook(({ value }) => useByContent(value), { initialProps: { value: first } });
    rerender({ value: { rows: [{ market: 'SOL', value: 185 }] } });
    expect(result.current).toBe(first);
    const moved = { rows: [{ market: 'SOL', value: 186 }] };
    rerender({ value: moved });
    expect(result.current).toBe(moved);
  });

  it('tells NaN and the infinities from null, which JSON writes alike', () => {
    const empty = { value: null as number | null };
    const { result, rerender } = renderHook(({ value }) => useByContent(value), { initialProps: { value: empty } });
    for (const figure of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const next = { value: figure };
      rerender({ value: next });
      expect(result.current).toBe(next);
    }
  });
});
