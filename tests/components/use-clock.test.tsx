import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClock, useClockStep } from '../../src/components/use-clock';
import { TICK_MS } from '../../src/lib/clock';

const START = Date.parse('2026-03-10T12:00:30Z');

/** Lets the clock tick `count` times, each tick its own render (one act() would batch them into one). */
function tick(count: number) {
  for (let index = 0; index < count; index += 1) {
    act(() => {
      vi.advanceTimersByTime(TICK_MS);
    });
  }
}

function PlainTime() {
  return <p aria-label="every second">{new Date(useClock()).toISOString()}</p>;
}

function MinuteTime() {
  return <p aria-label="every minute">{new Date(useClockStep(60_000)).toISOString()}</p>;
}

/** How many times each subtree rendered (React's Profiler is called once per commit of its subtree). */
let renders: Record<string, number> = {};
const count = (id: string) => {
  renders[id] = (renders[id] ?? 0) + 1;
};

describe('the clock in components', () => {
  beforeEach(() => {
    renders = {};
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a stepped clock once per step, rounded down, while the plain clock renders every second', () => {
    render(
      <>
        <Profiler id="second" onRender={count}>
          <PlainTime />
        </Profiler>
        <Profiler id="minute" onRender={count}>
          <MinuteTime />
        </Profiler>
      </>,
    );
    expect(screen.getByLabelText('every minute')).toHaveTextContent('2026-03-10T12:00:00.000Z');
    const before = { ...renders };
    // 29 ticks: still 12:00:59, the same minute.
    tick(29);
    expect(renders.second).toBe((before.second ?? 0) + 29);
    expect(renders.minute).toBe(before.minute);
    expect(screen.getByLabelText('every second')).toHaveTextContent('2026-03-10T12:00:59.000Z');
    // One more: 12:01:00, a new minute.
    tick(1);
    expect(renders.minute).toBe((before.minute ?? 0) + 1);
    expect(screen.getByLabelText('every minute')).toHaveTextContent('2026-03-10T12:01:00.000Z');
    tick(60);
    expect(renders.minute).toBe((before.minute ?? 0) + 2);
    expect(screen.getByLabelText('every minute')).toHaveTextContent('2026-03-10T12:02:00.000Z');
  });
});
