import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockNow, subscribeClock, TICK_MS } from '../../src/lib/clock';

describe('the one clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-10T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second for every listener with one timer, and stops with the last listener', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeClock(first);
    const stopSecond = subscribeClock(second);
    expect(vi.getTimerCount()).toBe(1);
    expect(clockNow()).toBe(Date.parse('2026-03-10T12:00:00Z'));
    vi.advanceTimersByTime(TICK_MS);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(clockNow()).toBe(Date.parse('2026-03-10T12:00:01Z'));
    stopFirst();
    vi.advanceTimersByTime(TICK_MS * 2);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(3);
    stopSecond();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the time afresh when it starts again after a pause', () => {
    const stop = subscribeClock(() => undefined);
    stop();
    vi.setSystemTime(Date.parse('2026-03-10T13:00:00Z'));
    const again = subscribeClock(() => undefined);
    expect(clockNow()).toBe(Date.parse('2026-03-10T13:00:00Z'));
    again();
  });

  it('a listener joining a clock whose last tick is far off reads the time of now; within two ticks, the tick', () => {
    const stop = subscribeClock(() => undefined);
    // The timer held back (a sleeping tab): the time moved on without a tick.
    vi.setSystemTime(Date.parse('2026-03-10T12:00:01.500Z'));
    const near = subscribeClock(() => undefined);
    expect(clockNow()).toBe(Date.parse('2026-03-10T12:00:00Z'));
    vi.setSystemTime(Date.parse('2026-03-10T12:05:00Z'));
    const far = subscribeClock(() => undefined);
    expect(clockNow()).toBe(Date.parse('2026-03-10T12:05:00Z'));
    // Or it went back (the system clock was set back).
    vi.setSystemTime(Date.parse('2026-03-10T11:00:00Z'));
    const back = subscribeClock(() => undefined);
    expect(clockNow()).toBe(Date.parse('2026-03-10T11:00:00Z'));
    for (const unsubscribe of [stop, near, far, back]) unsubscribe();
  });
});
