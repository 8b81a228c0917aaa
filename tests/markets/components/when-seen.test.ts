import { afterEach, describe, expect, it, vi } from 'vitest';

/** A browser's IntersectionObserver reduced to what whenSeen uses: the test says when an element comes in view. */
class FakeObserver {
  static current: FakeObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeObserver.current = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  show(target: Element) {
    if (this.observed.has(target)) this.callback([{ target, isIntersecting: true }]);
  }
}

async function freshWhenSeen() {
  vi.resetModules();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const { whenSeen } = await import('../../../src/markets/components/use-on-screen');
  return whenSeen;
}

const element = () => ({ tagName: 'TR' }) as unknown as Element;

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.current = null;
});

describe('whenSeen', () => {
  it('tells every cell waiting for one row when the row comes on screen, once', async () => {
    const whenSeen = await freshWhenSeen();
    const row = element();
    const aster = vi.fn();
    const lighter = vi.fn();
    const backpack = vi.fn();
    whenSeen(row, aster);
    whenSeen(row, lighter);
    whenSeen(row, backpack);
    FakeObserver.current?.show(row);
    FakeObserver.current?.show(row);
    expect([aster, lighter, backpack].map((seen) => seen.mock.calls.length)).toEqual([1, 1, 1]);
    expect(FakeObserver.current?.observed.has(row)).toBe(false);
  });

  it('keeps watching a row while one of its cells still waits; the last to stop ends the watch', async () => {
    const whenSeen = await freshWhenSeen();
    const row = element();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = whenSeen(row, first);
    whenSeen(row, second);
    stopFirst();
    expect(FakeObserver.current?.observed.has(row)).toBe(true);
    FakeObserver.current?.show(row);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    const other = element();
    const third = vi.fn();
    const stopThird = whenSeen(other, third);
    stopThird();
    stopThird();
    expect(FakeObserver.current?.observed.has(other)).toBe(false);
    FakeObserver.current?.show(other);
    expect(third).not.toHaveBeenCalled();
    // The same function given twice waits twice.
    const twice = vi.fn();
    whenSeen(other, twice);
    whenSeen(other, twice);
    FakeObserver.current?.show(other);
    expect(twice).toHaveBeenCalledTimes(2);
  });

  it('calls at once where the browser cannot tell what is on screen', async () => {
    vi.resetModules();
    vi.stubGlobal('IntersectionObserver', undefined);
    const { whenSeen } = await import('../../../src/markets/components/use-on-screen');
    const seen = vi.fn();
    whenSeen(element(), seen);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
