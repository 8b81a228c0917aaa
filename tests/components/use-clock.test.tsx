import { Profiler, useCallback } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClock, useClockStep, useClockText } from '../../src/components/use-clock';
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

/** Whole seconds since START, written by the clock; `unit` stands for a language the text is in. */
function WrittenAge({ unit }: { unit: string }) {
  const text = useCallback((now: number) => `${Math.round((now - START) / 1000)} ${unit}`, [unit]);
  const ref = useClockText<HTMLParagraphElement>(text);
  return <p aria-label="written age" ref={ref} />;
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

  it('writes a ticking text at each second without rendering its component, and again for a new language', () => {
    const { rerender } = render(
      <Profiler id="written" onRender={count}>
        <WrittenAge unit="s" />
      </Profiler>,
    );
    expect(screen.getByLabelText('written age')).toHaveTextContent('0 s');
    const before = renders.written;
    tick(5);
    expect(screen.getByLabelText('written age')).toHaveTextContent('5 s');
    expect(renders.written).toBe(before);

    rerender(
      <Profiler id="written" onRender={count}>
        <WrittenAge unit="sec." />
      </Profiler>,
    );
    expect(screen.getByLabelText('written age')).toHaveTextContent('5 sec.');
    tick(1);
    expect(screen.getByLabelText('written age')).toHaveTextContent('6 sec.');
  });

  it('starts a clock nobody listened to from the time of now, not from its last tick', () => {
    const { unmount } = render(<WrittenAge unit="s" />);
    tick(2);
    unmount();
    // Nobody listens for ten minutes: no tick, the clock's last time stays at 2 s.
    vi.advanceTimersByTime(600_000);
    render(<WrittenAge unit="s" />);
    expect(screen.getByLabelText('written age')).toHaveTextContent('602 s');
  });
});
