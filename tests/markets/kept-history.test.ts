import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, type FundingPoint } from '../../src/markets/model/funding-history';
import {
  freshSince,
  KEPT_DAYS,
  keptFrom,
  keptPoints,
  mergeKept,
  overlapVerdict,
  STAMP_SLACK_MS,
} from '../../src/markets/model/kept-history';

const NOW = Date.UTC(2026, 10, 28, 4, 30);
const TOP = Math.floor(NOW / HOUR_MS) * HOUR_MS;
const DAY = 24 * HOUR_MS;

/** An hourly settlement `hoursAgo` hours before the last whole hour. */
const at = (hoursAgo: number, rateHourly = 0.00001, intervalHours = 1): FundingPoint => ({
  time: TOP - hoursAgo * HOUR_MS,
  rateHourly,
  intervalHours,
});
const hours = (from: number, to: number, rate = 0.00001) =>
  Array.from({ length: from - to + 1 }, (_, index) => at(from - index, rate));

describe('a kept funding history', () => {
  it('keeps settled rows of the last 35 days only, oldest first, one per time', () => {
    expect(KEPT_DAYS).toBe(35);
    const edge = { time: keptFrom(NOW), rateHourly: 0.00002, intervalHours: 1 };
    const tooOld = { time: keptFrom(NOW) - 1, rateHourly: 0.00002, intervalHours: 1 };
    const notSettled = { time: NOW + 1, rateHourly: 0.00002, intervalHours: 1 };
    const exactlyNow = { time: NOW, rateHourly: 0.00003, intervalHours: 1 };
    const kept = keptPoints([at(1), at(2), edge, tooOld, notSettled, exactlyNow, at(1, 0.00004)], NOW);
    expect(kept).toEqual([edge, at(2), at(1, 0.00004), exactlyNow]);
  });

  it('asks the venue from the last kept settlement, included; nothing usable kept means the whole history', () => {
    expect(freshSince(hours(10, 3), NOW)).toBe(at(3).time);
    expect(freshSince([], NOW)).toBeNull();
    expect(freshSince([{ time: keptFrom(NOW) - 1, rateHourly: 0, intervalHours: 1 }], NOW)).toBeNull();
    expect(freshSince([{ time: keptFrom(NOW), rateHourly: 0, intervalHours: 1 }], NOW)).toBe(keptFrom(NOW));
    expect(freshSince([{ time: NOW + 1, rateHourly: 0, intervalHours: 1 }], NOW)).toBeNull();
    expect(freshSince([{ time: NOW, rateHourly: 0, intervalHours: 1 }], NOW)).toBe(NOW);
  });

  it('agrees with a fresh read that repeats the last kept hour and goes on from it, or that has nothing new', () => {
    const kept = hours(10, 3);
    expect(overlapVerdict(kept, hours(3, 0))).toBe('agrees');
    expect(overlapVerdict(kept, [])).toBe('agrees');
    expect(overlapVerdict([], hours(3, 0))).toBe('agrees');
    // Pacifica stamps a few minutes after the hour: still the next settlement.
    expect(overlapVerdict(kept, [{ ...at(2), time: at(2).time + STAMP_SLACK_MS }])).toBe('agrees');
    // A 4-hour venue's next settlement 4 hours on.
    const fourHourly = [at(12, 0.00001, 4), at(8, 0.00001, 4)];
    expect(overlapVerdict(fourHourly, [at(8, 0.00001, 4), at(4, 0.00001, 4)])).toBe('agrees');
  });

  it('finds a changed value on an hour both hold, or a changed interval', () => {
    const kept = hours(10, 3);
    expect(overlapVerdict(kept, [at(3, 0.00002), ...hours(2, 0)])).toBe('changed');
    expect(overlapVerdict(kept, [at(5, 0.00001, 4)])).toBe('changed');
    expect(overlapVerdict(kept, [at(9, 0.000011)])).toBe('changed');
  });

  it('finds a gap: a settlement missing between the last kept one and the first fresh one', () => {
    const kept = hours(10, 3);
    expect(overlapVerdict(kept, hours(1, 0))).toBe('gap');
    expect(overlapVerdict(kept, [at(3), ...hours(1, 0)])).toBe('gap');
    expect(overlapVerdict(kept, [{ ...at(2), time: at(2).time + STAMP_SLACK_MS + 1 }])).toBe('gap');
  });

  it('merges kept and fresh rows into one history, the fresh word winning, trimmed to 35 days', () => {
    const kept = [at(KEPT_DAYS * 24 + 2), ...hours(10, 3)];
    const merged = mergeKept(kept, [at(3, 0.00002), ...hours(2, 0)], NOW);
    expect(merged).toEqual([...hours(10, 4), at(3, 0.00002), ...hours(2, 0)]);
  });

  it('keeps every fresh settled row, never a time twice, oldest first, and nothing older than 35 days', () => {
    const point = fc.record({
      time: fc.integer({ min: -(KEPT_DAYS + 5) * 24, max: 3 }).map((hour) => TOP - hour * HOUR_MS),
      rateHourly: fc.double({ min: -0.001, max: 0.001, noNaN: true }),
      intervalHours: fc.constantFrom(1, 4, 8),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 80 }), fc.array(point, { maxLength: 40 }), (kept, fresh) => {
        const merged = mergeKept(kept, fresh, NOW);
        const times = merged.map((item) => item.time);
        expect(new Set(times).size).toBe(times.length);
        expect([...times].sort((a, b) => a - b)).toEqual(times);
        for (const item of merged) {
          expect(item.time).toBeGreaterThanOrEqual(NOW - KEPT_DAYS * DAY);
          expect(item.time).toBeLessThanOrEqual(NOW);
        }
        // The last fresh word for a time kept wins.
        for (const item of fresh) {
          if (item.time < keptFrom(NOW) || item.time > NOW) continue;
          const last = fresh.filter((other) => other.time === item.time).at(-1);
          expect(merged.find((other) => other.time === item.time)).toEqual(last);
        }
      }),
    );
  });

  it('agrees with any fresh read that repeats kept rows as they are and adds hour after hour', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 200 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 5 }),
        (length, added, overlap) => {
          const kept = hours(length + 30, 30);
          const fresh = [...kept.slice(kept.length - Math.min(overlap, kept.length)), ...hours(29, 30 - added)];
          expect(overlapVerdict(kept, fresh)).toBe('agrees');
          // Leave one hour out after the kept ones, and it is a gap.
          if (added >= 2)
            expect(
              overlapVerdict(
                kept,
                fresh.filter((item) => item.time !== at(29).time),
              ),
            ).toBe('gap');
        },
      ),
    );
  });
});
