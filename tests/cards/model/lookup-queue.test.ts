import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  createLookupQueue,
  LOOKUP_LIMITS,
  type LookupQueue,
} from '../../../src/cards/model/lookup-queue';

type Answer = 'found' | 'unknown' | 'failed';

/** A service of hand-settled lookups: each call waits until the test answers it. */
function fakeService() {
  const calls: string[] = [];
  const pending = new Map<string, ((answer: Answer) => void)[]>();
  const known = new Set<string>();
  const lookUp = (key: string) =>
    new Promise<boolean>((resolve, reject) => {
      calls.push(key);
      const list = pending.get(key) ?? [];
      list.push((answer) => {
        if (answer === 'found') known.add(key);
        if (answer === 'failed') reject(new Error('down'));
        else resolve(answer === 'found');
      });
      pending.set(key, list);
    });
  const answer = async (key: string, value: Answer) => {
    const list = pending.get(key) ?? [];
    const next = list.shift();
    if (!next) throw new Error(`no lookup of ${key} under way`);
    next(value);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { calls, lookUp, answer, known };
}

let queue: LookupQueue | null = null;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  queue?.stop();
  queue = null;
  vi.useRealTimers();
});

function start(overrides: Partial<Parameters<typeof createLookupQueue>[0]> = {}) {
  const service = fakeService();
  queue = createLookupQueue({
    lookUp: service.lookUp,
    isKnown: (key) => service.known.has(key),
    now: () => Date.now(),
    ...overrides,
  });
  return { service, queue };
}

const keys = (count: number, from = 0) => Array.from({ length: count }, (_, index) => String(from + index));

describe('the certificate lookup queue', () => {
  it('looks each wanted certificate up once, however many panels and rows show it', async () => {
    const { service, queue } = start();
    queue.want('listings', ['1', '1', '2']);
    queue.want('sales', ['2', '1']);
    expect(service.calls).toEqual(['1', '2']);
    await service.answer('1', 'found');
    await service.answer('2', 'found');
    queue.want('listings', ['1', '2']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(service.calls).toEqual(['1', '2']);
  });

  it('has at most 4 lookups under way, and starts the next when one ends', async () => {
    const { service, queue } = start({ perSecond: 100 });
    queue.want('panel', keys(10));
    expect(queue.inFlight()).toBe(LOOKUP_LIMITS.maxInFlight);
    expect(service.calls).toEqual(['0', '1', '2', '3']);
    await service.answer('0', 'found');
    expect(service.calls).toEqual(['0', '1', '2', '3', '4']);
    expect(queue.inFlight()).toBe(4);
  });

  it('starts at most 4 lookups in any second, even under a flood of new rows', async () => {
    const { service, queue } = start();
    // 500 new certificates a second for 5 s, every lookup answered at once.
    for (let tick = 0; tick < 50; tick++) {
      queue.want('panel', keys(50, tick * 50));
      for (const key of [...service.calls])
        if (!service.known.has(key)) await service.answer(key, 'found').catch(() => undefined);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(service.calls.length).toBeLessThanOrEqual(5 * LOOKUP_LIMITS.perSecond + LOOKUP_LIMITS.perSecond);
    expect(service.calls.length).toBeGreaterThanOrEqual(5 * LOOKUP_LIMITS.perSecond);
  });

  it('looks up only what is on screen: a row scrolled away before its turn is never asked for', async () => {
    const { service, queue } = start({ perSecond: 2 });
    queue.want('panel', ['a', 'b', 'c', 'd']);
    expect(service.calls).toEqual(['a', 'b']);
    queue.want('panel', ['a', 'b', 'e']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(service.calls).toEqual(['a', 'b', 'e']);
  });

  it('forgets a closed panel’s rows', async () => {
    const { service, queue } = start({ perSecond: 1 });
    queue.want('panel', ['a', 'b']);
    queue.release('panel');
    await vi.advanceTimersByTimeAsync(5000);
    expect(service.calls).toEqual(['a']);
  });

  it('does not ask again for an hour about a certificate the service does not know', async () => {
    const { service, queue } = start();
    queue.want('panel', ['404']);
    await service.answer('404', 'unknown');
    queue.want('panel', ['404']);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1);
    expect(service.calls).toEqual(['404']);
    await vi.advanceTimersByTimeAsync(1);
    expect(service.calls).toEqual(['404', '404']);
  });

  it('waits longer after each failure, then tries again', async () => {
    const { service, queue } = start();
    queue.want('panel', ['x']);
    await service.answer('x', 'failed');
    await vi.advanceTimersByTimeAsync(LOOKUP_LIMITS.backoffMs - 1);
    expect(service.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(service.calls).toHaveLength(2);
    await service.answer('x', 'failed');
    await vi.advanceTimersByTimeAsync(2 * LOOKUP_LIMITS.backoffMs - 1);
    expect(service.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(service.calls).toHaveLength(3);
    await service.answer('x', 'found');
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(service.calls).toHaveLength(3);
  });

  it('a failure costs only its own certificate', async () => {
    const { service, queue } = start();
    queue.want('panel', ['bad', 'good']);
    await service.answer('bad', 'failed');
    await service.answer('good', 'found');
    expect(service.known.has('good')).toBe(true);
  });

  it('starts nothing once stopped', async () => {
    const { service, queue } = start({ perSecond: 1 });
    queue.want('panel', ['a', 'b']);
    queue.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(service.calls).toEqual(['a']);
  });

  it('never has more than 4 under way nor starts more than 4 in a second, whatever the screens show', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            owner: fc.constantFrom('a', 'b'),
            keys: fc.array(fc.string({ maxLength: 2 }), { maxLength: 12 }),
            wait: fc.integer({ min: 0, max: 700 }),
            answer: fc.constantFrom<Answer>('found', 'unknown', 'failed'),
          }),
          { maxLength: 25 },
        ),
        async (steps) => {
          const service = fakeService();
          const starts: number[] = [];
          let peak = 0;
          let running = 0;
          const q = createLookupQueue({
            lookUp: (key) => {
              starts.push(Date.now());
              running++;
              peak = Math.max(peak, running);
              return service.lookUp(key).finally(() => running--);
            },
            isKnown: (key) => service.known.has(key),
            now: () => Date.now(),
          });
          let answered = 0;
          for (const step of steps) {
            q.want(step.owner, step.keys);
            // The oldest lookup not yet answered gets this step's answer.
            const oldest = service.calls[answered];
            if (oldest !== undefined) {
              answered++;
              await service.answer(oldest, step.answer);
            }
            await vi.advanceTimersByTimeAsync(step.wait);
          }
          q.stop();
          expect(peak).toBeLessThanOrEqual(4);
          for (const [index, at] of starts.entries()) {
            expect(starts.filter((other, j) => j >= index && other < at + 1000).length).toBeLessThanOrEqual(4);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('backoffDelay', () => {
  it('doubles from the base with each failure, up to the most', () => {
    expect(backoffDelay(1, 5, 100)).toBe(5);
    expect(backoffDelay(2, 5, 100)).toBe(10);
    expect(backoffDelay(3, 5, 100)).toBe(20);
    expect(backoffDelay(10, 5, 100)).toBe(100);
    expect(backoffDelay(0, 5, 100)).toBe(5);
  });
});
