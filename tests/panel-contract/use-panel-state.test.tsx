import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePanelState } from '../../src/panel-contract/use-panel-state';

interface Choices {
  period: string;
  size: number;
}

const DEFAULTS: Choices = { period: 'apr', size: 10 };

describe('usePanelState', () => {
  it('starts from what the panel saved, else from its defaults', () => {
    const saved = renderHook(() => usePanelState<Choices>({ period: '1h', size: 5 }, DEFAULTS, vi.fn()));
    expect(saved.result.current[0]).toEqual({ period: '1h', size: 5 });
    const fresh = renderHook(() => usePanelState<Choices>(undefined, DEFAULTS, vi.fn()));
    expect(fresh.result.current[0]).toEqual(DEFAULTS);
  });

  it('applies each change and keeps the whole state with the layout, two changes in one event included', () => {
    const saveState = vi.fn<(state: Choices) => void>();
    const { result } = renderHook(() => usePanelState<Choices>(undefined, DEFAULTS, saveState));
    act(() => {
      result.current[1]({ period: '8h' });
      result.current[1]({ size: 25 });
    });
    expect(result.current[0]).toEqual({ period: '8h', size: 25 });
    expect(saveState.mock.calls).toEqual([[{ period: '8h', size: 10 }], [{ period: '8h', size: 25 }]]);
  });

  it('gives the same update function on every render', () => {
    const saveState = vi.fn<(state: Choices) => void>();
    const { result, rerender } = renderHook(() => usePanelState<Choices>(undefined, DEFAULTS, saveState));
    const first = result.current[1];
    act(() => first({ size: 1 }));
    rerender();
    expect(result.current[1]).toBe(first);
  });
});
